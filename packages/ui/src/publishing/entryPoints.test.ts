// @vitest-environment node
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Options } from 'tsup';
import packageJson from '../../package.json';
import packageBuild from '../../tsup.config';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const packageRoot = path.dirname(src);

/** The source file a relative specifier names (a file with its extension, or a folder's index). */
function resolveSource(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => `${target}${suffix}`);
  const found = candidates.find((candidate) => {
    try {
      readFileSync(candidate);
      return true;
    } catch {
      return false;
    }
  });
  if (!found) throw new Error(`${specifier} from ${from} names no source file`);
  return found;
}

/** The bare specifiers a source module reaches through its static and dynamic imports (type-only imports left out). */
function importsReachedFrom(entry: string): Set<string> {
  const imports = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*?from\s+'([^']+)'/gm),
      ...code.matchAll(/\bimport\('([^']+)'\)/g),
    ].map((match) => match[1] as string);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(resolveSource(file, specifier));
      else imports.add(specifier);
    }
  };
  visit(path.join(src, entry));
  return imports;
}

/** The packages a source module reaches (see importsReachedFrom). */
function packagesReachedFrom(entry: string): Set<string> {
  const packageOf = (specifier: string) =>
    specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
  return new Set([...importsReachedFrom(entry)].map(packageOf));
}

const optionalPeers = Object.entries(packageJson.peerDependenciesMeta)
  .filter(([, meta]) => meta.optional)
  .map(([name]) => name);

describe('the entry points of @csi/ui', () => {
  it('declare the libraries of the heavy parts as optional peers', () => {
    expect(optionalPeers.sort()).toEqual([
      '@uiw/react-md-editor',
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-en',
      'chart.js',
      'markdown-to-jsx',
      'react-chartjs-2',
      'rehype-sanitize',
    ]);
    // No dependency at all: the shared vocabulary and brand tokens of @csi/contract are bundled into dist.
    expect(packageJson).not.toHaveProperty('dependencies');
  });

  it('reach no workspace package but @csi/contract, which the build bundles', () => {
    for (const entry of ['index.ts', 'charts.ts', 'editor.ts', 'markdown.ts', 'password.ts']) {
      const workspace = [...importsReachedFrom(entry)].filter((specifier) => specifier.startsWith('@csi/'));
      expect(workspace.filter((specifier) => specifier !== '@csi/contract')).toEqual([]);
    }
    expect(importsReachedFrom('index.ts')).toContain('@csi/contract');
  });

  it('keep the root entry point clear of every optional peer', () => {
    const reached = packagesReachedFrom('index.ts');
    expect(reached).toContain('styled-components');
    expect([...reached].filter((name) => optionalPeers.includes(name))).toEqual([]);
  });

  it('give each heavy part its own entry point, which reaches its libraries only', () => {
    expect([...packagesReachedFrom('charts.ts')].filter((name) => optionalPeers.includes(name)).sort()).toEqual([
      'chart.js',
      'react-chartjs-2',
    ]);
    expect([...packagesReachedFrom('editor.ts')].filter((name) => optionalPeers.includes(name)).sort()).toEqual([
      '@uiw/react-md-editor',
      'rehype-sanitize',
    ]);
    expect([...packagesReachedFrom('markdown.ts')].filter((name) => optionalPeers.includes(name))).toEqual([
      'markdown-to-jsx',
    ]);
    expect([...packagesReachedFrom('password.ts')].filter((name) => optionalPeers.includes(name)).sort()).toEqual([
      '@zxcvbn-ts/core',
      '@zxcvbn-ts/language-common',
      '@zxcvbn-ts/language-en',
    ]);
  });

  it('export each entry point from the package for import and require, with its types first', () => {
    for (const name of ['index', 'charts', 'editor', 'markdown', 'password']) {
      const entry = (packageJson.exports as unknown as Record<string, Record<string, Record<string, string>>>)[
        name === 'index' ? '.' : `./${name}`
      ];
      expect(entry, name).toEqual({
        import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
        require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
      });
      expect(Object.keys(entry?.import ?? {})[0]).toBe('types');
      expect(Object.keys(entry?.require ?? {})[0]).toBe('types');
    }
  });
});

/** The specifiers an app imports: the package and each of its entry points. */
const SPECIFIERS = ['@csi/ui', '@csi/ui/charts', '@csi/ui/editor', '@csi/ui/markdown', '@csi/ui/password'];

/**
 * What plain Node answered for each specifier: the file it resolved to (relative to the package), the names the
 * module exports, and (from ES modules) the names require() of the same specifier gives.
 */
type Loaded = Record<string, { file: string; exports: string[]; required?: string[] }>;

describe('the built package in plain Node', () => {
  // Inside the repository, so that Node finds React, styled-components and the optional peers in node_modules.
  const scratch = path.resolve(packageRoot, `../../node_modules/.cache/csi-ui-entry-points-${process.pid}`);

  /** Runs `script` in a plain `node` process inside the scratch package, which Node finds by name (self-reference). */
  async function inNode(inputType: 'commonjs' | 'module', script: string): Promise<Loaded> {
    const { stdout } = await promisify(execFile)(process.execPath, [`--input-type=${inputType}`, '-e', script], {
      cwd: scratch,
      maxBuffer: 16 * 1024 * 1024,
    });
    return JSON.parse(stdout) as Loaded;
  }

  beforeAll(async () => {
    await rm(scratch, { recursive: true, force: true });
    await mkdir(scratch, { recursive: true });
    // The package's own build, ES modules and CommonJS, into the scratch package (types left to attw and tsc).
    const inPackage = (glob: string) =>
      glob.startsWith('!') ? `!${path.join(packageRoot, glob.slice(1))}` : path.join(packageRoot, glob);
    await build({
      ...(packageBuild as Options),
      entry: (packageBuild as Options & { entry: string[] }).entry.map(inPackage),
      outDir: path.join(scratch, 'dist'),
      dts: false,
      sourcemap: false,
      silent: true,
      config: false,
    });
    const { name, type, exports } = packageJson;
    await writeFile(path.join(scratch, 'package.json'), JSON.stringify({ name, type, exports }));
  }, 120_000);
  afterAll(() => rm(scratch, { recursive: true, force: true }));

  const specifiers = JSON.stringify(SPECIFIERS);
  // A Node process that loads the whole package with React and the optional peers: about 2 s alone, more beside
  // other test files on a busy machine.
  const NODE_RUN_BUDGET_MS = 30_000;
  const relative = "(file) => file.slice(process.cwd().length + 1).split(require('node:path').sep).join('/')";

  it(
    'answers require() of every entry point with its CommonJS module',
    async () => {
      const loaded = await inNode(
        'commonjs',
        `const relative = ${relative};
process.stdout.write(JSON.stringify(Object.fromEntries(${specifiers}.map((specifier) => [
  specifier,
  { file: relative(require.resolve(specifier)), exports: Object.keys(require(specifier)) },
]))));`,
      );
      expect(Object.fromEntries(Object.entries(loaded).map(([specifier, { file }]) => [specifier, file]))).toEqual({
        '@csi/ui': 'dist/index.cjs',
        '@csi/ui/charts': 'dist/charts.cjs',
        '@csi/ui/editor': 'dist/editor.cjs',
        '@csi/ui/markdown': 'dist/markdown.cjs',
        '@csi/ui/password': 'dist/password.cjs',
      });
      expect(loaded['@csi/ui']?.exports).toEqual(expect.arrayContaining(['Button', 'ThemeProvider', 'maskApiKey']));
      expect(loaded['@csi/ui/charts']?.exports).toContain('MonthlyUsageChart');
      expect(loaded['@csi/ui/editor']?.exports).toContain('RichTextEditor');
      expect(loaded['@csi/ui/markdown']?.exports).toContain('Markdown');
      expect(loaded['@csi/ui/password']?.exports).toContain('PasswordAnalyzer');
    },
    NODE_RUN_BUDGET_MS,
  );

  it(
    'answers import of every entry point with its ES module, the same exports as require() gets',
    async () => {
      const loaded = await inNode(
        'module',
        `import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
const require = createRequire(process.cwd() + '/');
const relative = ${relative};
const loaded = {};
for (const specifier of ${specifiers}) {
  loaded[specifier] = {
    file: relative(fileURLToPath(import.meta.resolve(specifier))),
    exports: Object.keys(await import(specifier)).filter((name) => name !== 'default'),
    required: Object.keys(require(specifier)),
  };
}
process.stdout.write(JSON.stringify(loaded));`,
      );
      expect(Object.fromEntries(Object.entries(loaded).map(([specifier, { file }]) => [specifier, file]))).toEqual({
        '@csi/ui': 'dist/index.js',
        '@csi/ui/charts': 'dist/charts.js',
        '@csi/ui/editor': 'dist/editor.js',
        '@csi/ui/markdown': 'dist/markdown.js',
        '@csi/ui/password': 'dist/password.js',
      });
      for (const [specifier, { exports, required }] of Object.entries(loaded))
        expect(exports.sort(), specifier).toEqual(required?.sort());
      expect(loaded['@csi/ui']?.exports).toEqual(expect.arrayContaining(['Button', 'ThemeProvider', 'maskApiKey']));
    },
    NODE_RUN_BUDGET_MS,
  );
});
