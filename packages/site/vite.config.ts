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
      '@csi/ui': path.join(here, '../ui/src/index.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(apiPrefixes.map((p) => [`^/${p}(/|$)`, { target: apiTarget, changeOrigin: false }])),
  },
  // The manifest lets the bundle budget (scripts/bench-site.mjs) follow the home route's module graph.
  build: { outDir: 'dist', sourcemap: true, manifest: true, chunkSizeWarningLimit: 900 },
});
