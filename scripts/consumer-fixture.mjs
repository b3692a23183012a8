// The consumer fixtures: @csi/ui and @csi/api-client packed with `npm pack` and installed, with the same React,
// styled-components, Vite and TypeScript as the workspace, into a small Vite + React app in a scratch folder outside
// the workspace (fixtures/consumer), as another company app would; and @csi/ui packed alone into an app that has
// only its peers (fixtures/ui-alone), and into a Next.js App Router app (fixtures/next-app). Used by the consumer
// journeys and the bench.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The version of a package installed in the workspace (so a fixture app gets the same one). */
export const version = (name) =>
  JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/** Runs a command in `cwd`; answers its output, or throws with the output when it fails. */
export function run(cwd, command, args, env = {}) {
  try {
    return execFileSync(command, args, {
      cwd,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const e = /** @type {{ stdout?: string; stderr?: string; message: string }} */ (error);
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
}

const CONTRACT_SOURCES = 'packages/contract/src';
/** Builds @csi/ui when its dist is older than its sources, build configuration or manifest. */
export const buildUiIfStale = () =>
  buildIfStale('@csi/ui', 'packages/ui/dist/index.js', [
    'packages/ui/src',
    'packages/ui/tsup.config.ts',
    'packages/ui/package.json',
    CONTRACT_SOURCES,
  ]);
/** Builds @csi/api-client when its dist is older than its sources, build configuration or manifest. */
export const buildApiClientIfStale = () =>
  buildIfStale('@csi/api-client', 'packages/api-client/dist/index.js', [
    'packages/api-client/src',
    'packages/api-client/tsup.config.ts',
    'packages/api-client/package.json',
    CONTRACT_SOURCES,
  ]);

/** Packs the workspaces into `scratch/packs`; answers the `file:` specifier of the tarball a name starts with. */
export function pack(scratch, workspaces) {
  const packs = path.join(scratch, 'packs');
  mkdirSync(packs);
  run(root, 'npm', ['pack', ...workspaces.flatMap((w) => ['-w', w]), '--pack-destination', packs, '--silent']);
  return (prefix) => {
    const file = readdirSync(packs).find((f) => f.startsWith(prefix));
    if (!file) throw new Error(`npm pack made no ${prefix}*.tgz`);
    return `file:${path.join(packs, file)}`;
  };
}

/**
 * Writes the app's package.json and installs it. The install takes packages from npm's cache where it can; `env`
 * adds to npm's environment (the registry test points it at its own registry).
 */
export function install(app, pkg, env = {}) {
  writeFileSync(path.join(app, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const output = run(
    app,
    'npm',
    // --include=dev: the app's build tools are devDependencies, and NODE_ENV=production in the environment (Vite's
    // build sets it in the process that calls it, such as a test runner) would make npm leave them out.
    ['install', '--include=dev', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'],
    env,
  );
  // npm has answered success with a package missing; say so here, with what npm printed, rather than later.
  const wanted = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
  const missing = wanted.filter((name) => !existsSync(path.join(app, 'node_modules', name, 'package.json')));
  if (missing.length > 0)
    throw new Error(`npm install in ${app} left out ${missing.join(', ')}; it printed:\n${output || '(nothing)'}`);
}

/** Runs a command a package installed in the app ships, with Node: never npx, which would fetch a missing one. */
const runInstalled = (app, script, args, env = {}) =>
  run(app, process.execPath, [path.join(app, 'node_modules', script), ...args], env);

/**
 * Builds the two packages when stale, packs them, and installs them into a fresh copy of the fixture app.
 * Answers the app's folder.
 */
export function prepareConsumer() {
  buildApiClientIfStale();
  buildUiIfStale();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'csi-consumer-'));
  const tarball = pack(scratch, ['@csi/ui', '@csi/api-client']);
  const app = path.join(scratch, 'app');
  cpSync(path.join(root, 'fixtures/consumer'), app, { recursive: true });
  const pkg = {
    name: 'csi-consumer-fixture',
    private: true,
    type: 'module',
    dependencies: {
      '@csi/api-client': tarball('csi-api-client-'),
      '@csi/ui': tarball('csi-ui-'),
      react: version('react'),
      'react-dom': version('react-dom'),
      'styled-components': version('styled-components'),
    },
    devDependencies: {
      '@types/react': version('@types/react'),
      '@types/node': version('@types/node'),
      '@types/react-dom': version('@types/react-dom'),
      '@vitejs/plugin-react': version('@vitejs/plugin-react'),
      typescript: version('typescript'),
      vite: version('vite'),
    },
  };
  install(app, pkg);
  return app;
}

/**
 * Builds @csi/ui when stale, packs it alone, and installs it into a fresh copy of fixtures/ui-alone with its three
 * required peers (and the types of React and Node) only: no other CSI package, no workspace link. Answers the app's folder.
 */
export function prepareUiAlone() {
  buildUiIfStale();
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'csi-ui-alone-'));
  const tarball = pack(scratch, ['@csi/ui']);
  const app = path.join(scratch, 'app');
  cpSync(path.join(root, 'fixtures/ui-alone'), app, { recursive: true });
  install(app, {
    name: 'csi-ui-alone-fixture',
    private: true,
    type: 'module',
    dependencies: {
      '@csi/ui': tarball('csi-ui-'),
      react: version('react'),
      'react-dom': version('react-dom'),
      'styled-components': version('styled-components'),
    },
    // styled-components' declarations name Node's types.
    devDependencies: {
      '@types/node': version('@types/node'),
      '@types/react': version('@types/react'),
      '@types/react-dom': version('@types/react-dom'),
    },
  });
  return app;
}

/** The version of Next.js the App Router fixture installs from the npm registry (the workspace has no Next.js). */
export const NEXT_VERSION = '16.4.6';

/**
 * Builds @csi/ui when stale, packs it alone, and installs it with its peers and Next.js into fixtures/next-app.
 * Next.js (about 150 MB) is no dependency of the workspace: the app lives in a folder of the system's temporary
 * directory named after the versions it installs, so it is installed from the registry once and later runs only
 * swap the @csi/ui tarball (npm's cache serves the rest). The folder is outside the workspace, so Next.js sees an
 * app of its own, as another company's would be. Answers the app's folder.
 */
export function prepareNextApp() {
  buildUiIfStale();
  const dependencies = {
    next: NEXT_VERSION,
    react: version('react'),
    'react-dom': version('react-dom'),
    'styled-components': version('styled-components'),
  };
  const key = createHash('sha256').update(JSON.stringify(dependencies)).digest('hex').slice(0, 12);
  const app = path.join(os.tmpdir(), `csi-next-app-${key}`);
  mkdirSync(app, { recursive: true });
  const packs = path.join(app, 'packs');
  rmSync(packs, { recursive: true, force: true });
  // The tarball keeps its name from run to run: the installed copy goes, so npm unpacks the new one.
  for (const stale of ['.next', 'node_modules/@csi', 'package-lock.json'])
    rmSync(path.join(app, stale), { recursive: true, force: true });
  cpSync(path.join(root, 'fixtures/next-app'), app, { recursive: true });
  const tarball = pack(app, ['@csi/ui']);
  install(app, {
    name: 'csi-next-app-fixture',
    private: true,
    type: 'module',
    dependencies: { '@csi/ui': tarball('csi-ui-'), ...dependencies },
  });
  return app;
}

/** Type-checks an app with the workspace's TypeScript (the app installs none): answers tsc's output, empty when clean. */
export const typecheckWithWorkspaceTsc = (app) =>
  run(app, process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', '.']);

/** Type-checks the app strictly (its tsconfig): answers tsc's output, empty when clean. */
export const typecheckConsumer = (app) => runInstalled(app, 'typescript/bin/tsc', ['-p', '.']);

/** Builds the app with Vite into `outDir`; `entry` builds one bench entry instead of index.html. */
export function buildConsumer(app, { outDir = 'dist', entry } = {}) {
  runInstalled(app, 'vite/bin/vite.js', ['build', '--logLevel', 'warn'], {
    CONSUMER_OUT: outDir,
    ...(entry ? { CONSUMER_ENTRY: entry } : {}),
  });
  return path.join(app, outDir);
}

/**
 * Renders the app on the server in plain Node: Vite's SSR build of src/ssr.tsx keeps the packages external, so
 * Node imports @csi/ui and @csi/api-client from node_modules as published. Answers the style tags for the head and
 * the HTML of #root.
 */
export function renderConsumerOnServer(app) {
  runInstalled(app, 'vite/bin/vite.js', [
    'build',
    '--ssr',
    'src/ssr.tsx',
    '--outDir',
    'dist-ssr',
    '--logLevel',
    'warn',
  ]);
  const script = "process.stdout.write(JSON.stringify((await import('./dist-ssr/ssr.js')).render()))";
  return /** @type {{ head: string; html: string }} */ (
    JSON.parse(run(app, 'node', ['--input-type=module', '-e', script]))
  );
}

/** The built index.html with the server-rendered styles and markup in place, ready to hydrate. */
export function serverRenderedPage(builtIndexHtml, { head, html }) {
  return builtIndexHtml
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"><!--app--></div>', `<div id="root">${html}</div>`);
}

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html; charset=utf-8' };

/** Serves a built app on a free local port: `page` at `/`, the build's files below it. Answers its URL and close. */
export async function serveConsumer(dist, page) {
  const server = createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://x').pathname;
    if (pathname === '/') return void res.writeHead(200, { 'content-type': TYPES['.html'] }).end(page);
    const file = path.join(dist, path.normalize(pathname));
    if (!file.startsWith(`${dist}${path.sep}`) || !existsSync(file)) return void res.writeHead(404).end();
    res
      .writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
      .end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}
