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
  // The client's validators and types are bundled from source, so the server runs without building the client
  // first. @csi/contract stays a dependency like any other, imported from its built dist at run time.
  noExternal: ['@csi/api-client'],
  esbuildOptions(options) {
    options.alias = { '@csi/api-client': path.join(here, '../api-client/src/index.ts') };
  },
});
