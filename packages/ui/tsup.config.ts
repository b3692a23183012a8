import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { defineConfig } from 'tsup';

/** The public entry points: `@csi/ui` and the heavy parts whose libraries are optional peers. */
export const publicEntries = {
  index: 'src/index.ts',
  charts: 'src/charts.ts',
  editor: 'src/editor.ts',
  markdown: 'src/markdown.ts',
  password: 'src/password.ts',
};

const sourceRoot = path.resolve(import.meta.dirname, 'src') + path.sep;
const SOURCE_EXTENSIONS = ['.ts', '.tsx'];

/** The source file a relative import names: the file itself, with an extension, or a folder's index. */
function sourceFile(target: string): string {
  const candidates = [
    ...SOURCE_EXTENSIONS.map((ext) => `${target}${ext}`),
    ...SOURCE_EXTENSIONS.map((ext) => path.join(target, `index${ext}`)),
  ];
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Cannot resolve ${target}`);
  return found;
}

/**
 * Keeps every module its own file: a relative import stays an import, of the `.js` file the imported module
 * becomes (a folder's `index.js` spelled out, as plain Node ESM wants), so `dist` mirrors `src` and a bundler keeps
 * only the modules an app imports.
 */
export const preserveModules: Plugin = {
  name: 'csi-preserve-modules',
  setup(build) {
    build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
      if (args.kind === 'entry-point' || !args.importer.startsWith(sourceRoot)) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      const file = SOURCE_EXTENSIONS.includes(path.extname(target)) ? target : sourceFile(target);
      const relative = path.relative(args.resolveDir, file).split(path.sep).join('/');
      const specifier = relative.replace(/\.tsx?$/, '.js');
      return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
    });
  },
};

export default defineConfig({
  // Every source module is an entry (tests, stories and test helpers left out); see preserveModules.
  entry: [
    'src/**/*.{ts,tsx}',
    '!src/**/*.{test,stories}.{ts,tsx}',
    '!src/**/*.d.ts',
    '!src/{ssr,visual,publishing,testing}/**',
    '!src/components/CopyButton/fakeClipboard.ts',
  ],
  esbuildPlugins: [preserveModules],
  format: ['esm'],
  dts: { entry: publicEntries },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: false,
});
