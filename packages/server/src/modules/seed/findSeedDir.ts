import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's `seed/` folder, found by walking up from this module: it is `../seed` from the
 * bundle (dist/main.js) and `../../../seed` from the sources (src/modules/seed). Null when absent.
 */
export function findSeedDir(from = path.dirname(fileURLToPath(import.meta.url))): string | null {
  for (let dir = from; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'seed');
    if (existsSync(path.join(candidate, 'articles.json'))) return candidate;
  }
  return null;
}
