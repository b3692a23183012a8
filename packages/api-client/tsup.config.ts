import { defineConfig } from 'tsup';

export default defineConfig({
  // The vocabulary has its own entry: dependency-free, so an app can use it without axios.
  entry: { index: 'src/index.ts', vocabulary: 'src/vocabulary.ts' },
  // @csi/contract is not published: its code goes into this dist, and its types into these declarations.
  noExternal: ['@csi/contract'],
  format: ['esm'],
  dts: { resolve: ['@csi/contract'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
