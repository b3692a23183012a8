import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
/** First path segments served by the API server (kept in step with the server's API_PREFIXES). */
const apiPrefixes = [
  'usfw',
  'api',
  'v1',
  'csi-p',
  'articles',
  'payment_gtw',
  'project',
  'images',
  'files',
  'healthz',
  'jsons/metadata.json',
  'markups',
];
const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@csi/api-client': path.join(here, '../api-client/src/index.ts'),
      // The entry points below '@csi/ui' first: an alias also matches what starts with its name and a slash.
      '@csi/ui/charts': path.join(here, '../ui/src/charts.ts'),
      '@csi/ui/editor': path.join(here, '../ui/src/editor.ts'),
      '@csi/ui/markdown': path.join(here, '../ui/src/markdown.ts'),
      '@csi/ui/password': path.join(here, '../ui/src/password.ts'),
      '@csi/ui': path.join(here, '../ui/src/index.ts'),
    },
  },
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
    // The first-party components, hooks and helpers that several pages share go into one 'common' chunk (with what
    // they import: React, the router, styled-components) instead of a dozen chunks of under 1 KB each, which cost a
    // page's first load a round trip per wave over HTTP/1.1 (Lighthouse: 8 scripts on / instead of 20). The chart,
    // markdown and editor components stay out: their libraries load only where they are used.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'common',
              minShareCount: 2,
              test: (id: string) =>
                !id.includes('node_modules') &&
                /packages\/(ui\/src\/(components|hooks|lib|utils)|site\/src\/(shell|hooks|lib))\//.test(id) &&
                !/\/(Charts|Markdown|RichTextEditor)\//.test(id),
            },
          ],
        },
      },
    },
  },
});
