import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { replaceLiteral } from '../lib/replaceLiteral';

/** The part of a Vite manifest entry this module reads. */
interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** A Vite build manifest: chunk key to chunk. */
export type SiteManifest = Record<string, ManifestChunk>;

/** The site build's manifest (`.vite/manifest.json`), or null when it is missing or unreadable. */
export function readSiteManifest(siteDir: string): SiteManifest | null {
  const manifestFile = path.join(siteDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return null;
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8')) as SiteManifest;
  } catch {
    return null;
  }
}

/**
 * The files of the chunks at manifest `keys` and of the chunks they import, as root-relative URLs, each once, leaving
 * out the entry and what the entry already loads. A key the manifest lacks adds nothing.
 */
export function chunkFilesOf(manifest: SiteManifest, keys: string[]): string[] {
  const entries = Object.entries(manifest);
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of entries) {
    if (!chunk.isEntry) continue;
    loadedByEntry.add(key);
    for (const imported of chunk.imports ?? []) loadedByEntry.add(imported);
  }
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || loadedByEntry.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * The files of the chunks called `names` (e.g. `client`, `MarkdownBody`) and of the chunks they import, as
 * root-relative URLs, each once, leaving out the entry and what the entry already loads. A name no chunk carries adds
 * nothing.
 */
export function chunkPreloads(manifest: SiteManifest, names: string[]): string[] {
  const entries = Object.entries(manifest);
  const keys = names.flatMap((name) => {
    const found = entries.find(([, chunk]) => chunk.name === name && !chunk.isEntry);
    return found ? [found[0]] : [];
  });
  return chunkFilesOf(manifest, keys);
}

/**
 * The files of the site's start (React, the router, the shell): the chunk called `boot` that the entry imports
 * dynamically (the entry is a small bootstrap that imports it, see packages/site/src/main.tsx; the home page's island
 * is its other import) and what it imports, as {@link chunkFilesOf} lists them.
 */
export function startChunks(manifest: SiteManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const start = (entry?.dynamicImports ?? []).filter((key) => manifest[key]?.name === 'boot');
  return chunkFilesOf(manifest, start);
}

/** Id of the JSON element listing a rendered page's chunks (the site's PAGE_CHUNKS_ID, ssr/hydrationDataId.ts). */
export const PAGE_CHUNKS_ID = 'page-chunks';

/**
 * Lists a rendered page's chunks as data (a JSON script element, which runs under script-src 'self' as it is not
 * code) at the end of the body, instead of module preloads in the head: the browser would start those before the
 * first paint, which then waits behind them on a slow link; the site's entry preloads them from this list just after
 * the first paint. URLs are the build's own file names; `<` is escaped all the same.
 */
export function injectChunkList(html: string, urls: string[]): string {
  if (urls.length === 0) return html;
  const json = JSON.stringify(urls).replace(/</g, '\\u003c');
  return replaceLiteral(
    html,
    '</body>',
    `<script type="application/json" id="${PAGE_CHUNKS_ID}">${json}</script>\n</body>`,
  );
}

/**
 * Adds a module preload of each URL to the document head (URLs are the build's own file names): for a page the browser
 * renders, which paints nothing before its scripts run.
 */
export function injectPreloads(html: string, urls: string[]): string {
  if (urls.length === 0) return html;
  const links = urls.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`).join('\n');
  return replaceLiteral(html, '</head>', `${links}\n</head>`);
}

/**
 * The template's module script and module preloads fetched at low priority: for a page the server rendered, whose
 * content, styles and data are in the HTML, the scripts only take the page over, so the HTML, styles and images come
 * first (Chrome fetches module scripts at high priority, as if the first paint waited for them).
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '$& fetchpriority="low"',
  );
}
