import { defineConfig } from 'tsup';

export default defineConfig({
  // The vocabulary has its own entry: dependency-free, so an app (and @csi/ui) can use it without axios.
  entry: { index: 'src/index.ts', vocabulary: 'src/vocabulary/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
