import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApiClientIfStale,
  buildConsumer,
  buildUiIfStale,
  install,
  pack,
  run,
  version,
} from '../consumer-fixture.mjs';
import { startLocalRegistry } from './localRegistry.mjs';

// The two published packages adopted the way another company app adopts them: built, packed, published to a
// registry (a local Verdaccio standing in for the company's, public packages through its uplink), then installed BY
// NAME into empty apps outside the workspace, alone and together, and loaded (Node: import and require) or built
// (Vite).

const root = fileURLToPath(new URL('../..', import.meta.url));
/** The registry both packages' publishConfig names: the company's, never the public one. */
const COMPANY_REGISTRY = 'https://npm.csi.co.ke/';

const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    publishConfig?: { registry?: string };
  };
const apiClient = manifest('packages/api-client');
const ui = manifest('packages/ui');

let registry: Awaited<ReturnType<typeof startLocalRegistry>> | undefined;
let scratch = '';

/** A fresh app folder in the scratch folder, optionally a copy of a fixture app. */
function newApp(name: string, fixture?: string): string {
  const app = path.join(scratch, name);
  if (fixture) cpSync(path.join(root, fixture), app, { recursive: true });
  else mkdirSync(app);
  return app;
}

/**
 * Installs `dependencies` by name into `app`: every package from the local registry (`'all'`: public ones through
 * its uplink), or only the `@csi` scope (`'scope'`: the rest from the public registry, as the READMEs' .npmrc says).
 */
function installFromRegistry(app: string, dependencies: Record<string, string>, from: 'all' | 'scope'): void {
  if (!registry) throw new Error('no registry');
  const env = from === 'all' ? registry.env : registry.scopedEnv;
  install(app, { name: `csi-${path.basename(app)}`, private: true, type: 'module', dependencies }, env);
}

/** The integrity (sha512) of a package as the app's lockfile recorded it. */
function lockedIntegrity(app: string, name: string): string | undefined {
  const lock = JSON.parse(readFileSync(path.join(app, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { integrity?: string }>;
  };
  return lock.packages[`node_modules/${name}`]?.integrity;
}

/** The integrity of each published tarball, as the registry answered it right after publishing. */
const published = new Map<string, { latest: string; integrity: string | undefined }>();

/** Reads back from the registry what was published of a package. */
async function readBack(name: string): Promise<void> {
  const answer = await fetch(`${registry?.url}${name.replace('/', '%2f')}`);
  if (!answer.ok) throw new Error(`the registry answered ${answer.status} for ${name}`);
  const packument = (await answer.json()) as {
    'dist-tags': { latest: string };
    versions: Record<string, { dist: { integrity: string } }>;
  };
  const latest = packument['dist-tags'].latest;
  published.set(name, { latest, integrity: packument.versions[latest]?.dist.integrity });
}

beforeAll(async () => {
  buildApiClientIfStale();
  buildUiIfStale();
  scratch = mkdtempSync(path.join(os.tmpdir(), 'csi-registry-apps-'));
  registry = await startLocalRegistry();
  const tarball = pack(scratch, ['@csi/api-client', '@csi/ui']);
  for (const prefix of ['csi-api-client-', 'csi-ui-']) {
    const file = tarball(prefix).slice('file:'.length);
    run(scratch, 'npm', ['publish', file, '--registry', registry.url, '--loglevel=error'], registry.env);
  }
  await readBack(apiClient.name);
  await readBack(ui.name);
}, 300_000);

afterAll(async () => {
  await registry?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('publishing to the registry', () => {
  it("both packages name the company's registry in publishConfig, and it serves them by name", () => {
    for (const pkg of [apiClient, ui]) {
      expect(pkg.publishConfig?.registry).toBe(COMPANY_REGISTRY);
      expect(published.get(pkg.name)?.latest).toBe(pkg.version);
      expect(published.get(pkg.name)?.integrity).toMatch(/^sha512-/);
    }
  });
});

describe('@csi/api-client installed alone by name', () => {
  let app = '';
  beforeAll(() => {
    app = newApp('api-client-alone');
    installFromRegistry(app, { '@csi/api-client': apiClient.version }, 'all');
  }, 300_000);

  it('comes from the registry with its own dependencies, and no other CSI package', () => {
    expect(lockedIntegrity(app, '@csi/api-client')).toBe(published.get(apiClient.name)?.integrity);
    expect(readdirSync(path.join(app, 'node_modules/@csi'))).toEqual(['api-client']);
    expect(existsSync(path.join(app, 'node_modules/axios/package.json'))).toBe(true);
  });

  it('loads with import in an ES module and calls out through axios', () => {
    const script = [
      "import { createClient, ApiError } from '@csi/api-client';",
      "import { playgroundUrl } from '@csi/api-client/vocabulary';",
      "const client = createClient({ baseURL: 'http://127.0.0.1:9/' });",
      'const error = await client.articles.list().catch((e) => e);',
      "console.log(JSON.stringify([error instanceof ApiError, error.code, playgroundUrl('https://csi.example/', 'live', '/encrypt-data')]));",
    ].join('\n');
    writeFileSync(path.join(app, 'esm.mjs'), script);
    expect(JSON.parse(run(app, process.execPath, ['esm.mjs']))).toEqual([
      true,
      'ECONNREFUSED',
      'https://csi.example/csi-p/api-live/encrypt-data',
    ]);
  });

  it('loads with require() from CommonJS: its CommonJS build, the vocabulary too', () => {
    const script = [
      "const { createClient, ApiError } = require('@csi/api-client');",
      "const { playgroundUrl } = require('@csi/api-client/vocabulary');",
      "const client = createClient({ baseURL: 'http://127.0.0.1:9/' });",
      'client.articles.list().catch((error) => {',
      '  console.log(JSON.stringify([',
      "    path.relative(__dirname, require.resolve('@csi/api-client')),",
      '    error instanceof ApiError,',
      '    error.code,',
      "    playgroundUrl('https://csi.example/', 'sandbox', '/encrypt-data'),",
      '  ]));',
      '});',
    ].join('\n');
    writeFileSync(path.join(app, 'cjs.cjs'), `const path = require('node:path');\n${script}\n`);
    expect(JSON.parse(run(app, process.execPath, ['cjs.cjs']))).toEqual([
      path.join('node_modules', '@csi', 'api-client', 'dist', 'index.cjs'),
      true,
      'ECONNREFUSED',
      'https://csi.example/csi-p/api-sandbox/encrypt-data',
    ]);
  });
});

describe('@csi/ui installed alone by name with its required peers', () => {
  let app = '';
  beforeAll(() => {
    app = newApp('ui-alone', 'fixtures/ui-alone');
    writeFileSync(
      path.join(app, 'index.html'),
      '<!doctype html>\n<html lang="en"><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    );
    installFromRegistry(
      app,
      {
        '@csi/ui': ui.version,
        react: version('react'),
        'react-dom': version('react-dom'),
        'styled-components': version('styled-components'),
        vite: version('vite'),
      },
      'scope',
    );
  }, 300_000);

  it('comes from the registry, without the client', () => {
    expect(lockedIntegrity(app, '@csi/ui')).toBe(published.get(ui.name)?.integrity);
    expect(readdirSync(path.join(app, 'node_modules/@csi'))).toEqual(['ui']);
  });

  it('builds with Vite: the components are in the bundle', () => {
    run(app, 'npx', ['vite', 'build', '--logLevel', 'warn']);
    const assets = path.join(app, 'dist/assets');
    const js = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(assets, file), 'utf8'))
      .join('\n');
    expect(js).toContain('Pay with M-Pesa');
  });
});

describe('@csi/ui and @csi/api-client installed together by name', () => {
  let app = '';
  beforeAll(() => {
    app = newApp('consumer', 'fixtures/consumer');
    installFromRegistry(
      app,
      {
        '@csi/api-client': apiClient.version,
        '@csi/ui': ui.version,
        react: version('react'),
        'react-dom': version('react-dom'),
        'styled-components': version('styled-components'),
        '@vitejs/plugin-react': version('@vitejs/plugin-react'),
        vite: version('vite'),
      },
      'scope',
    );
  }, 300_000);

  it('both come from the registry, at the versions published', () => {
    expect(readdirSync(path.join(app, 'node_modules/@csi')).sort()).toEqual(['api-client', 'ui']);
    expect(lockedIntegrity(app, '@csi/api-client')).toBe(published.get(apiClient.name)?.integrity);
    expect(lockedIntegrity(app, '@csi/ui')).toBe(published.get(ui.name)?.integrity);
  });

  it('builds the consumer app with Vite', () => {
    const dist = buildConsumer(app);
    expect(readFileSync(path.join(dist, 'index.html'), 'utf8')).toMatch(/<script type="module"[^>]+src="\/assets\//);
  });
});
