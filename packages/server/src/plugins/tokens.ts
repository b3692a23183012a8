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
  /** How the session was signed in (RFC 8176 `amr`, see SignInMethod); `[]` when unknown. */
  amr: string[];
  /** The session the token belongs to (modules/sessions), or null for a token signed without one. */
  sid: string | null;
}

/**
 * How a session was signed in (RFC 8176 `amr` values and two of this platform): `pwd` password, `otp` a one-time
 * code sent to the account's e-mail (recovery), `totp` an authenticator app's code, `rcode` a recovery code, `hwk` a
 * passkey (proof of a key held in hardware), `mfa` a second factor was checked (with `totp`, `rcode` or `hwk`; a
 * passkey signing in alone is one too: the device and its unlock).
 */
export type SignInMethod = 'pwd' | 'otp' | 'totp' | 'rcode' | 'hwk' | 'mfa';

/** A verified second-step challenge (see TokenService.signChallenge). */
export interface ChallengeClaims {
  /** The user id. */
  sub: string;
  /** Single use: the challenge's id is spent when the second step completes. */
  jti: string;
  exp: number;
  /** How the first step signed in (`pwd` or `otp`). */
  amr: SignInMethod[];
}

/** How long a second-step challenge lasts, in seconds. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** The `purpose` claim of a challenge: a token with it is never a session token. */
const CHALLENGE_PURPOSE = 'second-step';

export interface TokenService {
  /**
   * A token for the user; `method` says how the session was signed in (default: by password), `sessionId` the
   * session row it belongs to (see modules/auth/startSession).
   */
  sign(
    user: { id: number | string; role: string; email: string },
    method?: SignInMethod | SignInMethod[],
    sessionId?: string,
  ): Promise<string>;
  /** Verifies signature (HS256 only), expiry and shape; throws on any problem, and on a challenge. */
  verify(token: string): Promise<TokenClaims>;
  /** A short-lived challenge of the second step for the user, who passed the first step by `amr`. */
  signChallenge(userId: number, amr: SignInMethod[]): Promise<{ challenge: string; expiresAt: number }>;
  /** Verifies a challenge (signature, expiry, purpose); throws on any problem. */
  verifyChallenge(challenge: string): Promise<ChallengeClaims>;
}

/** True for a value of SignInMethod (a token's or challenge's `amr` entry this platform writes). */
export const isSignInMethod = (value: unknown): value is SignInMethod =>
  value === 'pwd' || value === 'otp' || value === 'totp' || value === 'rcode' || value === 'hwk' || value === 'mfa';

const ALGORITHM = 'HS256';

/** Shortest JWT_SECRET accepted (characters). */
const MIN_CONFIGURED_LENGTH = 32;
/**
 * Least estimated entropy of a JWT_SECRET, in bits (see estimatedEntropyBits). Any 32 random hex characters
 * (128 real bits) estimate above 85, random base64 of that length above 120; one character repeated estimates 0,
 * `password` repeated 4 times 22, `0123456789abcdef` twice 64.
 */
const MIN_CONFIGURED_ENTROPY_BITS = 80;
const HOW_TO_MAKE_A_SECRET =
  'Generate one with `openssl rand -base64 48`, or leave JWT_SECRET unset to have one kept in DATA_DIR.';

/** The shortest block that `text` repeats at least twice (all of `text` if none), e.g. `abc` for `abcabcab`. */
function repeatedBlock(text: string[]): string[] {
  for (let period = 1; period <= text.length / 2; period++) {
    if (text.every((character, i) => i < period || character === text[i - period])) return text.slice(0, period);
  }
  return text;
}

/**
 * A secret's entropy estimated from its own characters: the length of the block it repeats (the whole secret when
 * it repeats none) times the Shannon entropy of how often each character occurs in that block. It refuses what a
 * person types to fill a length rule (one character or a short pattern repeated, few distinct characters) and
 * accepts any random hex or base64 of 32 characters; it cannot recognise a sentence or a leaked value, so the
 * documentation asks for a generated secret.
 */
export function estimatedEntropyBits(secret: string): number {
  const block = repeatedBlock([...secret]);
  const counts = new Map<string, number>();
  for (const character of block) counts.set(character, (counts.get(character) ?? 0) + 1);
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / block.length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  return bitsPerCharacter * block.length;
}

/**
 * The signing secret: JWT_SECRET (at least 32 characters and MIN_CONFIGURED_ENTROPY_BITS, or start-up stops with a
 * message), or one generated once and kept in DATA_DIR/jwt-secret. A stored secret that is empty or corrupt
 * (sign-in would fail with it) is replaced by a new one.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured !== undefined) {
    if (configured.length < MIN_CONFIGURED_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${MIN_CONFIGURED_LENGTH} characters long. ${HOW_TO_MAKE_A_SECRET}`);
    }
    if (estimatedEntropyBits(configured) < MIN_CONFIGURED_ENTROPY_BITS) {
      throw new Error(
        `JWT_SECRET is too predictable (repeated characters or too few different ones). ${HOW_TO_MAKE_A_SECRET}`,
      );
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
    async sign(user, method = 'pwd', sessionId) {
      const now = Date.now();
      const seconds = Math.floor(now / 1000);
      const amr = Array.isArray(method) ? method : [method];
      // iat has whole seconds; iat_ms lets a cutoff tell apart tokens issued within one second.
      const session = sessionId === undefined ? {} : { sid: sessionId };
      return new SignJWT({ roles: [user.role], email: user.email, iat_ms: now, amr, ...session })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(user.id))
        .setJti(randomUUID())
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, secret, { algorithms: [ALGORITHM] });
      if (payload.purpose !== undefined) throw new Error('Not a session token');
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
      const amr = Array.isArray(payload.amr) ? payload.amr.filter((m): m is string => typeof m === 'string') : [];
      const sid = typeof payload.sid === 'string' ? payload.sid : null;
      return { sub: payload.sub, roles, jti: payload.jti, exp: payload.exp, issuedAtMs: issuedAtMs(payload), amr, sid };
    },
    async signChallenge(userId, amr) {
      const seconds = Math.floor(Date.now() / 1000);
      const exp = seconds + CHALLENGE_TTL_SECONDS;
      const challenge = await new SignJWT({ purpose: CHALLENGE_PURPOSE, amr })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setJti(randomUUID())
        .setIssuedAt(seconds)
        .setExpirationTime(exp)
        .sign(secret);
      return { challenge, expiresAt: exp };
    },
    async verifyChallenge(challenge) {
      const { payload } = await jwtVerify(challenge, secret, { algorithms: [ALGORITHM] });
      if (
        payload.purpose !== CHALLENGE_PURPOSE ||
        typeof payload.sub !== 'string' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number' ||
        !Array.isArray(payload.amr) ||
        !payload.amr.every(isSignInMethod)
      ) {
        throw new Error('Malformed challenge');
      }
      return { sub: payload.sub, jti: payload.jti, exp: payload.exp, amr: payload.amr };
    },
  };
}
