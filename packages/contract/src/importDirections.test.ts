// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The arrows between the packages point one way (docs/architecture: "One picture"): the site uses ui and api-client,
// every package may use the contract, and nothing points back. A package reaches another only by its name, through
// the entry points it publishes, never into its folder by a relative path.

const PACKAGES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every module named by an import or export, type-only ones included: `from '…'`, `import '…'`, `import('…')`. */
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The source files of a package: sources, tests, stories, configs and scripts (built output left out). */
function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'dist-ssr'].includes(entry.name) ? [] : filesOf(full);
    return /\.(tsx?|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Each import of a package's files, as `file: specifier` (file relative to packages/). */
function importsOf(pkg: string): { file: string; specifier: string }[] {
  return filesOf(path.join(PACKAGES, pkg)).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => ({
      file: path.relative(PACKAGES, file),
      specifier: match[1] ?? '',
    })),
  );
}

/** The imports of `pkg` that leave its own folder by a relative path. */
function relativeImportsOutside(pkg: string): string[] {
  const own = path.join(PACKAGES, pkg) + path.sep;
  return importsOf(pkg)
    .filter(({ file, specifier }) => {
      if (!specifier.startsWith('.')) return false;
      return !path.resolve(PACKAGES, path.dirname(file), specifier).startsWith(own);
    })
    .map(({ file, specifier }) => `${file}: ${specifier}`);
}

/** The imports of `pkg` of a package (or a subpath of it) that `banned` matches. */
function importsOfPackages(pkg: string, banned: RegExp): string[] {
  return importsOf(pkg)
    .filter(({ specifier }) => banned.test(specifier))
    .map(({ file, specifier }) => `${file}: ${specifier}`);
}

describe('the arrows between the packages', () => {
  it('@csi/contract imports nothing: its sources name no package and nothing outside their folder', () => {
    const imports = importsOf('contract').filter(({ file }) => /^contract\/src\/.*(?<!\.test)\.ts$/.test(file));
    expect(imports.filter(({ specifier }) => !specifier.startsWith('./')).map((i) => i.specifier)).toEqual([]);
  });

  it('@csi/ui takes the contract only: never @csi/api-client, the site or the server', () => {
    expect(importsOfPackages('ui', /^@csi\/(api-client|site|server)(\/|$)/)).toEqual([]);
    expect(importsOfPackages('ui', /^(axios|jwt-decode)(\/|$)/)).toEqual([]);
    expect(relativeImportsOutside('ui')).toEqual([]);
  });

  it('@csi/api-client never imports React, @csi/ui or the site, and reaches the server by its name only', () => {
    expect(importsOfPackages('api-client', /^(react|react-dom|styled-components)(\/|$)/)).toEqual([]);
    expect(importsOfPackages('api-client', /^@csi\/(ui|site)(\/|$)/)).toEqual([]);
    expect(relativeImportsOutside('api-client')).toEqual([]);
  });

  it('the server never imports @csi/ui or the site, nor another package’s folder by a relative path', () => {
    expect(importsOfPackages('server', /^@csi\/(ui|site)(\/|$)/)).toEqual([]);
    expect(relativeImportsOutside('server')).toEqual([]);
  });
});
