// `npm run bench` part: what @csi/ui costs another app. The packed packages in the consumer fixture, built by Vite
// once per entry; sizes are gzip bytes of the JavaScript an entry loads, compared with baselines built in the same run.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium-path.mjs';
import {
  buildConsumer,
  prepareConsumer,
  renderConsumerOnServer,
  serveConsumer,
  serverRenderedPage,
} from './consumer-fixture.mjs';

const GOALS = { mask: 1024, accordion: 4096, unloaded: 0 };

const app = prepareConsumer();

/** The JavaScript files a build emitted, relative to its folder. */
function emittedScripts(dist) {
  return readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
}

/** Gzip bytes of the entry's chunk and every chunk it imports statically (what loads before it runs). */
function loadedBytes(dist, entry) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry);
  return [...seen].reduce((sum, key) => sum + gzipSync(readFileSync(path.join(dist, manifest[key].file))).length, 0);
}

const sizeOf = (name) => {
  const entry = `src/entries/${name}`;
  return loadedBytes(buildConsumer(app, { outDir: `dist-${name}`, entry }), entry);
};
const bare = sizeOf('bare.ts');
const mask = sizeOf('mask.ts');
const reactBase = sizeOf('reactBase.tsx');
const accordion = sizeOf('accordion.tsx');

// The whole fixture app in Chromium: which emitted chunks does the page never load?
const dist = buildConsumer(app);
const page = serverRenderedPage(readFileSync(path.join(dist, 'index.html'), 'utf8'), renderConsumerOnServer(app));
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const tab = await browser.newPage();
const loaded = new Set();
tab.on('request', (request) => loaded.add(new URL(request.url()).pathname.replace(/^\//, '')));
const served = await serveConsumer(dist, page);
await tab.goto(served.url);
await tab.getByRole('heading', { name: 'Consumer app' }).waitFor();
await tab.waitForLoadState('networkidle');
await browser.close();
await served.close();
const unloaded = emittedScripts(dist).filter((file) => !loaded.has(file));
const unloadedBytes = unloaded.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dist, f))).length, 0);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [
  ['only maskApiKey, beyond the bare app', mask - bare, GOALS.mask],
  ['only Accordion, beyond React + styled-components', accordion - reactBase, GOALS.accordion],
  ['chunks the fixture app emits but never loads', unloadedBytes, GOALS.unloaded],
];
console.log('consumer fixture (gzip):');
for (const [what, bytes, goal] of rows) {
  console.log(
    `  ${what}: ${kb(bytes)} (goal ${goal ? `under ${kb(goal)}` : 'none'}) ${bytes <= goal ? 'met' : 'NOT met'}`,
  );
}
console.log(`  baselines: bare app ${kb(bare)}, React + styled-components ${kb(reactBase)}`);
console.log(`  never-loaded chunks: ${unloaded.length ? unloaded.join(', ') : 'none'}`);
writeFileSync(
  'bench-results/consumer.json',
  `${JSON.stringify({ bare, mask, reactBase, accordion, unloaded, unloadedBytes, goals: GOALS }, null, 2)}\n`,
);
rmSync(path.dirname(app), { recursive: true, force: true });
