import { defineConfig } from 'tsup';

export default defineConfig({
  // The vocabulary has its own entry: dependency-free, so an app can use it without axios.
  entry: { index: 'src/index.ts', vocabulary: 'src/vocabulary.ts' },
  // @csi/contract is not published: its code goes into this dist, and its types into these declarations.
  noExternal: ['@csi/contract'],
  // ES modules for `import`, CommonJS for `require` (apps and tools that are still CommonJS; Node before 22.12 or
  // 20.19 cannot require() an ES module), each with its own declarations (.d.ts, .d.cts).
  format: ['esm', 'cjs'],
  dts: { resolve: ['@csi/contract'] },
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
