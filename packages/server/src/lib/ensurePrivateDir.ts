import { chmod, mkdir } from 'node:fs/promises';

/**
 * Creates `dir` (and missing parents) owner-only, 0700, and makes it 0700 when it was there already (a DATA_DIR of an
 * earlier release): database files, mails with one-time codes, uploads and secrets live below it. A folder the
 * server does not own (a mount point) keeps its mode: what the server creates inside it is owner-only.
 */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700).catch(() => undefined);
}
