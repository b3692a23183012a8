// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import packageJson from '../../package.json';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
    for (const name of ['charts', 'editor', 'markdown', 'password']) {
      const entry = (packageJson.exports as unknown as Record<string, Record<string, Record<string, string>>>)[
        `./${name}`
      ];
      expect(entry).toEqual({
        import: { types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` },
        require: { types: `./dist/${name}.d.cts`, default: `./dist/${name}.cjs` },
      });
      expect(Object.keys(entry?.import ?? {})[0]).toBe('types');
      expect(Object.keys(entry?.require ?? {})[0]).toBe('types');
    }
  });
});
