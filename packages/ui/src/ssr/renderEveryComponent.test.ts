// @vitest-environment node
import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build, type Options } from 'tsup';
import packageBuild from '../../tsup.config';
import { darkTheme } from '../theme/darkTheme';
import { lightTheme } from '../theme/lightTheme';
import type { ServerRender } from './renderEveryComponent';

const here = path.dirname(fileURLToPath(import.meta.url));
// Inside the repository, so that plain Node resolves react and styled-components from node_modules.
const outDir = path.resolve(here, `../../../../node_modules/.cache/csi-ui-ssr-${process.pid}`);

/**
 * Builds the package's sources with its own build settings (dependencies left as imports) and
 * renders every component in a plain `node` process: no bundler interop, exactly what an app that
 * keeps @csi/ui external on its server gets.
 */
async function renderInPlainNode(): Promise<{ renders: ServerRender[]; stderr: string }> {
  await build({
    ...(packageBuild as Options),
    entry: { printEveryComponent: path.join(here, 'printEveryComponent.ts') },
    outDir,
    // The ES module build only: the package's CommonJS build would write the same .mjs file, and a CommonJS body
    // there fails in Node with "require is not defined in ES module scope".
    format: ['esm'],
    outExtension: () => ({ js: '.mjs' }),
    // The workspace's @csi/contract is bundled from source (tsconfig paths), as the package build bundles it.
    external: [/^(?!@csi\/contract)[^./]/],
    noExternal: [/^@csi\/contract/],
    // One bundle of the sources: the package build's module-preserving plugin would leave them as imports.
    esbuildPlugins: [],
    dts: false,
    sourcemap: false,
    silent: true,
    config: false,
  });
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [path.join(outDir, 'printEveryComponent.mjs')],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return { renders: JSON.parse(stdout) as ServerRender[], stderr };
}

describe('every component in plain Node', () => {
  let renders: ServerRender[];
  let stderr: string;
  beforeAll(async () => {
    ({ renders, stderr } = await renderInPlainNode());
  }, 60_000);
  afterAll(() => rm(outDir, { recursive: true, force: true }));

  const byName = (name: string) => renders.find((render) => render.name === name);

  it('imports the package and renders each exported component to a string without errors', () => {
    const names = renders.map((render) => render.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Button',
        'Modal',
        'PlaygroundPanel',
        'NavBar',
        'RichTextEditor',
        'MonthlyUsageChart',
        'WeeklyUsageChart',
        'ServiceUsagePie',
        'PasswordAnalyzer',
      ]),
    );
    expect(names.length).toBeGreaterThanOrEqual(45);
    expect(renders.filter((render) => render.error)).toEqual([]);
    // Only styles (CsiGlobalStyle), and portals that have no document.body on the server (Modal, DialogPortal).
    const stylesOrPortals = ['CsiGlobalStyle', 'Modal', 'DialogPortal'];
    const empty = renders.filter((render) => render.html === '' && !stylesOrPortals.includes(render.name));
    expect(empty.map((render) => render.name)).toEqual([]);
    expect(stderr).not.toMatch(/is not a function|Cannot read properties/);
  });

  // The styles read each token as a CSS variable a host page may set, with the theme's value as its fallback.
  it('given no ThemeProvider, styles the components with the dark theme', () => {
    expect(byName('Button')?.html).toContain('>Save</button>');
    const button = byName('Button')?.css ?? '';
    expect(button).toContain(`background:var(--csi-color-primary, ${darkTheme.color.primary})`);
    // The component carries the theme's focus ring itself, without CsiGlobalStyle.
    expect(button).toContain(`:focus-visible{outline:3px solid var(--csi-color-focus, ${darkTheme.color.focus})`);
    expect(byName('CsiGlobalStyle')?.css).toContain(`background:var(--csi-color-bg, ${darkTheme.color.bg})`);
  });

  it('given a ThemeProvider with the light theme and its global style, uses the light tokens', () => {
    const css = byName('ThemeProvider')?.css ?? '';
    expect(css).toContain(`background:var(--csi-color-bg, ${lightTheme.color.bg})`);
    expect(css).toContain(`background:var(--csi-color-primary, ${lightTheme.color.primary})`);
    expect(css).not.toContain(darkTheme.color.primary);
  });

  it('renders the components of @csi/ui/editor, @csi/ui/charts and @csi/ui/password, the lazy parts as fallbacks', () => {
    expect(byName('RichTextEditor')?.html).toContain('Body');
    expect(byName('MonthlyUsageChart')?.html).toContain('<table');
    expect(byName('ServiceUsagePie')?.html).toContain('<table');
    expect(byName('PasswordAnalyzer')?.html).toContain('correct horse');
  });
});
