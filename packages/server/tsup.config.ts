import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  entry: ['src/main.ts', 'src/**/*.worker.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  // The shared contract and the client's validators are bundled from source, so the server runs without building
  // them first; from source, the bundle keeps only what the server uses (a re-export of an external module would
  // make it keep all of the client, axios included).
  noExternal: ['@csi/api-client', '@csi/contract'],
  esbuildOptions(options) {
    options.alias = {
      '@csi/api-client': path.join(here, '../api-client/src/index.ts'),
      '@csi/contract/vocabulary': path.join(here, '../contract/src/vocabulary/index.ts'),
      '@csi/contract': path.join(here, '../contract/src/index.ts'),
    };
  },
});
