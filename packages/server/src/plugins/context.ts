import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { SecretBox } from '../secrets/createSecretBox';
import type { Mailer } from './mailer';
import type { RateLimiter } from './rateLimiter';
import type { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    /** 'pglite' or 'postgres'. */
    dbKind: 'pglite' | 'postgres';
    mailer: Mailer;
    limiter: RateLimiter;
    tokens: TokenService;
    /** Keyed hashes and sealing of secrets at rest (API keys, kept idempotent answers) with the server key. */
    secrets: SecretBox;
  }
}
