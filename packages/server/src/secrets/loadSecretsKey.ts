import path from 'node:path';
import { keepGeneratedSecret } from '../lib/keepGeneratedSecret';

export const SECRETS_KEY_FORMAT =
  'SECRETS_KEY must be 64 hexadecimal characters (32 random bytes, e.g. from `openssl rand -hex 32`).';
export const SECRETS_KEY_NEEDED_WITH_DATABASE_URL =
  'SECRETS_KEY must be set with DATABASE_URL: every instance of a fleet seals and finds API keys with the same key (64 hexadecimal characters, e.g. from `openssl rand -hex 32`).';

/**
 * The server key that secrets at rest are sealed and looked up with (createSecretBox): SECRETS_KEY (64 hexadecimal
 * characters, or start-up stops with a message), or, on the embedded database, one generated once and kept in
 * DATA_DIR/secrets-key (0600). With DATABASE_URL it must be set: instances that each generated their own key could
 * not read each other's API keys.
 */
export async function loadSecretsKey(
  configured: string | undefined,
  { dataDir, databaseUrl }: { dataDir: string; databaseUrl: string | undefined },
): Promise<Uint8Array> {
  if (configured !== undefined) {
    if (!/^[0-9a-fA-F]{64}$/.test(configured)) throw new Error(SECRETS_KEY_FORMAT);
    return new Uint8Array(Buffer.from(configured, 'hex'));
  }
  if (databaseUrl) throw new Error(SECRETS_KEY_NEEDED_WITH_DATABASE_URL);
  return keepGeneratedSecret(path.join(dataDir, 'secrets-key'));
}
