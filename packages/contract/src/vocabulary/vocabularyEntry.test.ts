// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import * as vocabulary from './index';

const here = path.dirname(fileURLToPath(import.meta.url));
const packagesDir = path.resolve(here, '../../..');

/** The types of the entry: a module namespace lists values only. */
const TYPE_NAMES = ['PlaygroundEnvironment', 'PlaygroundMethod'];
/** Names the copies had before the vocabulary replaced them (the server's, @csi/ui's and the site's). */
const FORMER_NAMES = ['splitEndpoints', 'API_PREFIXES', 'PlaygroundBases', 'playgroundBases', 'formatTitle'];

/** The TypeScript sources (tests, stories and declarations left out) of the workspace packages. */
function sources(dir = packagesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', 'e2e'].includes(entry.name) ? [] : sources(full);
    return /(?<!\.(test|stories|d))\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('@csi/contract/vocabulary', () => {
  it('imports nothing: bundled, it reaches only its own folder and leaves no import behind', async () => {
    const result = await build({
      entryPoints: [path.join(here, 'index.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    const inputs = Object.keys(result.metafile.inputs).map((input) => path.resolve(input));
    expect(inputs.filter((input) => path.dirname(input) !== here)).toEqual([]);
    const [output] = Object.values(result.metafile.outputs);
    expect(output?.imports).toEqual([]);
  });

  it('exports the shared words, each declared here and nowhere else in the packages', () => {
    const names = [...Object.keys(vocabulary), ...TYPE_NAMES];
    expect(names.sort()).toEqual([
      'API_PATH_PREFIXES',
      'COMMON_PASSWORDS',
      'GATEWAY_PREFIX',
      'PLAYGROUND_ENVIRONMENTS',
      'PLAYGROUND_METHODS',
      'PlaygroundEnvironment',
      'PlaygroundMethod',
      'bodyExampleFor',
      'displayTitle',
      'endpointPaths',
      'isLinkWithProtocol',
      'isSafeHref',
      'playgroundPath',
      'playgroundUrl',
      'titleKey',
      'validateAdminLink',
    ]);
    const declarations = [...names, ...FORMER_NAMES].flatMap((name) => {
      const declared = new RegExp(
        `^\\s*(?:export\\s+)?(?:(?:async\\s+)?function|const|let|var|interface|class)\\s+${name}\\b|^\\s*(?:export\\s+)?type\\s+${name}\\s*[=<]`,
        'm',
      );
      return sources()
        .filter((file) => declared.test(readFileSync(file, 'utf8')))
        .map((file) => `${name} in ${path.relative(packagesDir, file)}`);
    });
    expect(declarations.sort()).toEqual(names.map((name) => `${name} in contract/src/vocabulary/${name}.ts`).sort());
  });
});
