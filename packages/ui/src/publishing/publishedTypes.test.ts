// @vitest-environment node
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Options } from 'tsup';
import packageBuild, { bundledPackages } from '../../tsup.config';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(here, `../../../../node_modules/.cache/csi-ui-types-${process.pid}`);

describe('the published type declarations', () => {
  let declarations: string;
  beforeAll(async () => {
    await build({
      ...(packageBuild as Options),
      entry: { index: path.join(here, '../index.ts') },
      tsconfig: path.join(here, '../../tsconfig.json'),
      outDir,
      dts: { only: true, resolve: bundledPackages },
      silent: true,
      config: false,
    });
    declarations = await readFile(path.join(outDir, 'index.d.ts'), 'utf8');
  }, 120_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  it('leave styled-components’ DefaultTheme to the app', () => {
    expect(declarations).not.toMatch(/declare module ['"]styled-components['"]/);
    expect(declarations).not.toContain('DefaultTheme');
  });

  it('import nothing but the public entry points of styled-components', () => {
    expect(declarations).toContain("from 'styled-components'");
    expect(declarations).not.toMatch(/styled-components\/(dist|lib|src)/);
  });

  it('carry the types of the bundled @csi/contract and name no workspace package', () => {
    expect(declarations).toMatch(/type PlaygroundEnvironment = /);
    expect(declarations).not.toContain('@csi/');
  });

  it('type the theme with plain strings', () => {
    expect(declarations).toMatch(/interface CsiTheme \{/);
    expect(declarations).toContain(
      'declare function createTheme(overrides?: CsiThemeOverrides, base?: CsiTheme): CsiTheme;',
    );
  });
});
