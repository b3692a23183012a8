import { defineConfig } from 'tsup';

export default defineConfig({
  // `vocabulary` has its own entry so that @csi/api-client can re-export the words without the brand tokens.
  entry: { index: 'src/index.ts', vocabulary: 'src/vocabulary/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
