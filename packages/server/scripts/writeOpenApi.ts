/**
 * Writes the OpenAPI document the server generates to openapi/openapi.json, the stored contract that
 * src/openapi/contract.test.ts diffs the live document against. Run: npm run openapi -w @csi/server
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../openapi/openapi.json');
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-openapi-'));
try {
  const config = { ...loadConfig({ DATA_DIR: dataDir, SITE_DIR: '' }), logLevel: 'silent', siteDir: undefined };
  const app = await buildApp({ ...config, adminPassword: 'Openapi-generation-only-1' });
  await app.ready();
  // Formatted as the repository's prettier check wants it.
  const options = { ...(await resolveConfig(target)), parser: 'json' };
  await writeFile(target, await format(JSON.stringify(app.swagger(), null, 2), options));
  await app.close();
  console.log(`Wrote ${path.relative(process.cwd(), target)}`);
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
