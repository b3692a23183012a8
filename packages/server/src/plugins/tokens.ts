import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { keepGeneratedSecret } from '../lib/keepGeneratedSecret';

/** What a login token carries (DESIGN.md "Tokens"). */
export interface TokenClaims {
  /** The user id. */
  sub: string;
  /** First entry is the role. */
  roles: string[];
  jti: string;
  /** Expiry in seconds since the epoch. */
  exp: number;
  /**
   * When the token was issued, in milliseconds since the epoch: the `iat_ms` claim, or for a token without it the
   * first millisecond of its `iat` second (0 without either), so a cutoff in that second refuses it.
   */
  issuedAtMs: number;
}

export interface TokenService {
  sign(user: { id: number | string; role: string; email: string }): Promise<string>;
  /** Verifies signature (HS256 only), expiry and shape; throws on any problem. */
  verify(token: string): Promise<TokenClaims>;
}

const ALGORITHM = 'HS256';

/** Shortest JWT_SECRET accepted (characters). */
const MIN_CONFIGURED_LENGTH = 32;

/**
 * The signing secret: JWT_SECRET (at least 32 characters, or start-up stops with a message), or one generated
 * once and kept in DATA_DIR/jwt-secret. A stored secret that is empty or corrupt (sign-in would fail with it)
 * is replaced by a new one.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured !== undefined) {
    if (configured.length < MIN_CONFIGURED_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_CONFIGURED_LENGTH} characters long.`);
    }
    return new TextEncoder().encode(configured);
  }
  return keepGeneratedSecret(path.join(dataDir, 'jwt-secret'));
}

/** The issue time of a verified payload in milliseconds (see TokenClaims.issuedAtMs). */
function issuedAtMs(payload: { iat?: number; iat_ms?: unknown }): number {
  if (typeof payload.iat_ms === 'number' && Number.isSafeInteger(payload.iat_ms)) return payload.iat_ms;
  return typeof payload.iat === 'number' ? Math.floor(payload.iat) * 1000 : 0;
}

/** Signs and verifies tokens with the algorithm pinned to HS256. */
export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async sign(user) {
      const now = Date.now();
      const seconds = Math.floor(now / 1000);
      // iat has whole seconds; iat_ms lets a cutoff tell apart tokens issued within one second.
      return new SignJWT({ roles: [user.role], email: user.email, iat_ms: now })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setJti(randomUUID())
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
      const roles = payload.roles;
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number' ||
        !Array.isArray(roles) ||
        !roles.every((r): r is string => typeof r === 'string')
      ) {
        throw new Error('Malformed token');
      }
      return { sub: payload.sub, roles, jti: payload.jti, exp: payload.exp, issuedAtMs: issuedAtMs(payload) };
    },
  };
}
