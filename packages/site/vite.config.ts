import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { stableStyledIds } from './stableStyledIds';
// Relative: the config is bundled before any alias applies.
import { API_PATH_PREFIXES } from '../contract/src/vocabulary/API_PATH_PREFIXES';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Paths the dev server proxies to the API server: its path prefixes, of jsons/ only the metadata (public/jsons is ours). */
// The API's paths, and its OpenAPI document (which the API reference page reads).
const apiPrefixes = [
  ...API_PATH_PREFIXES.map((prefix) => (prefix === 'jsons' ? 'jsons/metadata.json' : prefix)),
  'openapi.json',
];
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

/**
 * The packages the server-rendering bundle takes in rather than importing them from node_modules at run time:
 * styled-components (Node would load its CommonJS build, whose default export is not the `styled` function), and
 * React with the router, so that the bundle renders with React's production build whatever NODE_ENV the server runs
 * under (NODE_ENV means more to the server than React's build: it decides whether simulated payments are allowed).
 */
const SSR_BUNDLED = [
  'styled-components',
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  // The router's own versions (nested under it), which Node would not find from dist-ssr.
  'cookie',
  'set-cookie-parser',
];

/**
 * Shared components and helpers that only the account and admin areas, the labs and the API docs use: left out of the
 * 'common' chunk, which the entry loads on every page (the home page's JavaScript budget); the build puts them in
 * chunks of their own, loaded with the pages that use them.
 */
const AREA_ONLY =
  /\/(components\/(PlaygroundPanel|SideBar|FileInput|UploadProgress|KeyMask|PasswordInput|AuthGatePopup|ApiCard|Accordion|CodeBlock|CopyButton|SearchBox|TextArea)\/|lib\/(requestSnippets|relativeDate)\.ts$)/;

/** The first-party folders (and the site's App) whose shared modules go into one chunk (see codeSplitting below). */
const SHARED_FIRST_PARTY =
  /packages\/(ui\/src\/(components|hooks|lib|utils)\/|site\/src\/(shell|hooks|lib|session)\/|site\/src\/App\.tsx$)/;

/** React Router and the packages only it uses. */
const ROUTER_PACKAGES = /node_modules\/(react-router|react-router-dom|cookie|set-cookie-parser)\//;

/** The source file a relative import names, or null (extension or folder index left out, as the sources write it). */
function resolveRelative(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

const routerImports = new Map<string, boolean>();
/**
 * Whether a first-party source module imports the router, itself or through the first-party modules it imports
 * (a folder's index that re-exports a hook that uses the router, for one). Each source is read once.
 */
function importsRouter(id: string): boolean {
  const known = routerImports.get(id);
  if (known !== undefined) return known;
  routerImports.set(id, false); // an import cycle leads back here: it adds nothing
  let found = false;
  if (/\.tsx?$/.test(id) && existsSync(id)) {
    const source = readFileSync(id, 'utf8');
    found =
      /from 'react-router(-dom)?'/.test(source) ||
      [...source.matchAll(/from '(\.{1,2}\/[^']+)'/g)].some(([, specifier]) => {
        const file = resolveRelative(id, specifier!);
        return file !== null && importsRouter(file);
      });
  }
  routerImports.set(id, found);
  return found;
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), stableStyledIds(path.join(here, '../..'))],
  // The server-rendering bundle is always a production one (see SSR_BUNDLED); the client's follows Vite's mode.
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  resolve: {
    alias: {
      // An entry point below a package first: an alias also matches what starts with its name and a slash.
      '@csi/contract/vocabulary': path.join(here, '../contract/src/vocabulary/index.ts'),
      '@csi/contract': path.join(here, '../contract/src/index.ts'),
      '@csi/api-client/vocabulary': path.join(here, '../api-client/src/vocabulary.ts'),
      '@csi/api-client': path.join(here, '../api-client/src/index.ts'),
      '@csi/ui/charts': path.join(here, '../ui/src/charts.ts'),
      '@csi/ui/editor': path.join(here, '../ui/src/editor.ts'),
      '@csi/ui/markdown': path.join(here, '../ui/src/markdown.ts'),
      '@csi/ui/password': path.join(here, '../ui/src/password.ts'),
      '@csi/ui': path.join(here, '../ui/src/index.ts'),
    },
  },
  ssr: { noExternal: SSR_BUNDLED },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((p) => [`^/${p}(/|$)`, { target: apiTarget, changeOrigin: false }])),
  },
  // The manifest lets the bundle budget (scripts/bench-site.mjs) follow the home route's module graph.
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 900,
    // index.html preloads nothing: its entry (main.tsx) is a bootstrap that imports the site's start after the first
    // paint of a server-rendered page, and the server names what each page preloads (packages/server's
    // chunkPreloads.ts); preloads in the HTML would be fetched before that paint. Dynamic imports keep theirs.
    modulePreload: {
      resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
        hostType === 'html' ? [] : deps,
    },
    // The first-party components, hooks and helpers that several pages share go into one 'common' chunk (with what
    // they import: React, styled-components) instead of a dozen chunks of under 1 KB each, which cost a
    // page's first load a round trip per wave over HTTP/1.1 (Lighthouse: 8 scripts on / instead of 20). The chart,
    // markdown and editor components stay out: their libraries load only where they are used.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper (for dynamic imports), which the 'common' chunk would otherwise take in with the
            // components that use it: the entry imports it, and must not load 'common' before the first paint.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 3 },
            // React's renderer in the browser, which both the site's start and the home page's island load.
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 1 },
            // The router and the shared modules that use it, apart from 'common' (which is taken first, with React and
            // styled-components): the home page's island takes its page over without the router, and loads 'common'.
            {
              name: 'router',
              test: (id: string) =>
                ROUTER_PACKAGES.test(id) ||
                (!id.includes('node_modules') && SHARED_FIRST_PARTY.test(id) && importsRouter(id)),
            },
            {
              name: 'common',
              priority: 2,
              minShareCount: 2,
              test: (id: string) =>
                !id.includes('node_modules') &&
                SHARED_FIRST_PARTY.test(id) &&
                !importsRouter(id) &&
                !/\/(Charts|Markdown|RichTextEditor)\//.test(id) &&
                // What only the account area, the labs and the docs use: not loaded by the public pages' entry.
                !AREA_ONLY.test(id) &&
                // It starts the markdown renderer's chunk as it loads: only with the pages that show markdown.
                !id.endsWith('/LazyMarkdown.tsx'),
            },
          ],
        },
      },
    },
  },
}));
