// A local npm registry (Verdaccio) standing in for the company's: started in a child process on a free port with
// the configuration of this folder and its storage in a scratch folder, a user signed up so npm can publish, and
// an npmrc that points every npm command of the test at it (and at nothing else).
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '../..');

/** A port no one listens on now. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** Waits until the registry answers its ping, or throws with what it printed. */
async function waitUntilUp(url, child, output) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Verdaccio did not answer within 60 s:\n${output()}`);
}

/**
 * Starts the registry. Answers its `url` (ending with `/`); `env`, the environment (to add to the process's) for npm
 * commands that should take every package from it, with a publishing token; `scopedEnv`, for npm commands that take
 * only the `@csi` scope from it; and `stop()`, which ends it and removes its storage.
 */
export async function startLocalRegistry() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'csi-registry-'));
  const config = path.join(dir, 'config.yaml');
  copyFileSync(path.join(here, 'verdaccio.yaml'), config);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/verdaccio/bin/verdaccio'), '--config', config, '--listen', `127.0.0.1:${port}`],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, () => printed);
    const user = 'csi-release';
    const answer = await fetch(`${url}-/user/org.couchdb.user:${user}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: user, password: 'local-registry-only', type: 'user' }),
    });
    const { token } = /** @type {{ token?: string }} */ (await answer.json());
    if (!answer.ok || !token) throw new Error(`Verdaccio refused the sign-up: ${answer.status}`);
    const auth = `//127.0.0.1:${port}/:_authToken=${token}\n`;
    // Everything through this registry (public packages through its uplink), as a company proxy would serve it.
    const npmrc = path.join(dir, 'npmrc');
    writeFileSync(npmrc, `registry=${url}\n${auth}`);
    // Only the company's scope from this registry, everything else from the public one (and npm's cache), as the
    // packages' READMEs tell an app to set it up.
    const scopedNpmrc = path.join(dir, 'npmrc-scoped');
    writeFileSync(scopedNpmrc, `@csi:registry=${url}\n${auth}`);
    // Settings npm passes down to the scripts it runs (npm_config_*) are overridden for these.
    const env = { npm_config_userconfig: npmrc, npm_config_registry: url };
    const scopedEnv = { npm_config_userconfig: scopedNpmrc };
    return { url, env, scopedEnv, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
