import { randomBytes } from 'node:crypto';
import { chmod, readFile, rename, writeFile } from 'node:fs/promises';
import { ensurePrivateDir } from './ensurePrivateDir';
import path from 'node:path';

/** The size of a generated secret (bytes). */
const GENERATED_BYTES = 48;
/** A stored secret as this module writes it: base64url of GENERATED_BYTES bytes (64 characters). */
const STORED_SECRET = /^[A-Za-z0-9_-]{64}$/;

/** The stored secret's bytes, or null when the file is missing, empty or not what this module writes. */
async function readStoredSecret(file: string): Promise<Uint8Array | null> {
  const text = (await readFile(file, 'utf8').catch(() => '')).trim();
  return STORED_SECRET.test(text) ? new Uint8Array(Buffer.from(text, 'base64url')) : null;
}

/**
 * A secret of 48 random bytes generated once and kept in `file` (owner-only, 0600, in an owner-only folder): the
 * stored one when it is there, else a new one. A stored secret that is empty or corrupt is replaced by a new one.
 */
export async function keepGeneratedSecret(file: string): Promise<Uint8Array> {
  const stored = await readStoredSecret(file);
  if (stored) return stored;
  await ensurePrivateDir(path.dirname(file));
  const fresh = randomBytes(GENERATED_BYTES).toString('base64url');
  // A missing file is created exclusively, so instances starting together on one DATA_DIR agree on the
  // first secret written; a bad one is replaced through a rename, so no reader sees it half written.
  const created = await writeFile(file, fresh, { flag: 'wx', mode: 0o600 }).then(
    () => true,
    () => false,
  );
  if (!created && !(await readStoredSecret(file))) {
    const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, fresh, { mode: 0o600 });
    await rename(temporary, file);
  }
  await chmod(file, 0o600).catch(() => undefined);
  const written = await readStoredSecret(file);
  if (!written) throw new Error(`Cannot keep the generated secret in ${file}.`);
  return written;
}
