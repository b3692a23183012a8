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

/** Workspace packages that are not published: their code and types go into this package's dist. */
export const bundledPackages = ['@csi/contract'];

const sourceRoot = path.resolve(import.meta.dirname, 'src') + path.sep;
/** The module of the dist that carries @csi/contract's code (see src/contract.ts). */
const contractModule = path.join(sourceRoot, 'contract.ts');
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
 * The import of `file`'s output from the output of a module in `fromDir`: a relative path, as dist has it, ending
 * in `.js` (the ES modules) or `.cjs` (the CommonJS build).
 */
function outputImport(fromDir: string, file: string, extension: string) {
  const relative = path.relative(fromDir, file).split(path.sep).join('/');
  const specifier = relative.replace(/\.tsx?$/, extension);
  return { path: specifier.startsWith('.') ? specifier : `./${specifier}`, external: true };
}

/**
 * Keeps every module its own file: a relative import stays an import, of the `.js` file the imported module
 * becomes (a folder's `index.js` spelled out, as plain Node ESM wants), so `dist` mirrors `src` and a bundler keeps
 * only the modules an app imports. An import of `@csi/contract` becomes one of `contract.js`, the one module that
 * bundles the contract's code, so no module carries a copy of its own.
 */
export const preserveModules: Plugin = {
  name: 'csi-preserve-modules',
  setup(build) {
    const extension = build.initialOptions.format === 'cjs' ? '.cjs' : '.js';
    build.onResolve({ filter: /^\.\.?(\/|$)/ }, (args) => {
      if (args.kind === 'entry-point' || !args.importer.startsWith(sourceRoot)) return undefined;
      const target = path.resolve(args.resolveDir, args.path);
      return outputImport(
        args.resolveDir,
        SOURCE_EXTENSIONS.includes(path.extname(target)) ? target : sourceFile(target),
        extension,
      );
    });
    build.onResolve({ filter: /^@csi\/contract(\/|$)/ }, (args) => {
      if (args.importer === contractModule || !args.importer.startsWith(sourceRoot)) return undefined;
      return outputImport(args.resolveDir, contractModule, extension);
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
  noExternal: bundledPackages,
  // ES modules for bundlers and `import`; CommonJS (`.cjs`, the same tree) for `require` on every Node version.
  format: ['esm', 'cjs'],
  dts: { entry: publicEntries, resolve: bundledPackages },
  sourcemap: true,
  clean: true,
  target: 'es2022',
  splitting: false,
});
