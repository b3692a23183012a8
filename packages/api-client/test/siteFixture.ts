import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The site's static content as the build copies it: packages/site/public. */
export const SITE_PUBLIC = fileURLToPath(new URL('../../site/public/', import.meta.url));

/** A built-site folder for the server's SITE_DIR: the site's jsons/ and markups/ and a minimal index.html. */
export async function siteDirFixture(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'csi-site-'));
  for (const folder of ['jsons', 'markups']) {
    await cp(path.join(SITE_PUBLIC, folder), path.join(dir, folder), { recursive: true });
  }
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>CSI</title><div id="root"></div>');
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
