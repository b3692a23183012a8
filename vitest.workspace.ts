import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import react from '@vitejs/plugin-react';
import type { TestProjectConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromium-path.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Workspace packages resolve to their sources in tests, so nothing must be built first. */
export const alias = {
  // An entry point below a package first: an alias also matches what starts with its name and a slash.
  '@csi/contract/vocabulary': path.join(root, 'packages/contract/src/vocabulary/index.ts'),
  '@csi/contract': path.join(root, 'packages/contract/src/index.ts'),
  '@csi/api-client/vocabulary': path.join(root, 'packages/api-client/src/vocabulary.ts'),
  '@csi/api-client': path.join(root, 'packages/api-client/src/index.ts'),
  '@csi/ui/charts': path.join(root, 'packages/ui/src/charts.ts'),
  '@csi/ui/editor': path.join(root, 'packages/ui/src/editor.ts'),
  '@csi/ui/markdown': path.join(root, 'packages/ui/src/markdown.ts'),
  '@csi/ui/password': path.join(root, 'packages/ui/src/password.ts'),
  '@csi/ui': path.join(root, 'packages/ui/src/index.ts'),
};

/** Libraries the components load lazily; pre-bundled so the browser never sees two Reacts. */
export const browserDeps = [
  '@uiw/react-md-editor',
  'chart.js',
  'react-chartjs-2',
  'markdown-to-jsx',
  '@zxcvbn-ts/core',
  '@zxcvbn-ts/language-common',
  '@zxcvbn-ts/language-en',
  'styled-components',
  'react',
  'react-dom',
  'react-dom/client',
];

/**
 * The test projects of `npm test`. The journeys (whole product in Chromium) run with
 * Playwright's own runner: see playwright.config.ts.
 */
export const projects: TestProjectConfiguration[] = [
  {
    plugins: [react()],
    resolve: { alias },
    test: {
      name: 'unit',
      // Projects with different worker counts must run as separate groups, one after the other.
      sequence: { groupOrder: 0 },
      environment: 'jsdom',
      globals: true,
      // The repository's own checks (scripts/*.test.ts) run here too: they need no server and no browser.
      include: ['packages/{contract,ui,api-client,site}/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
      setupFiles: [path.join(root, 'scripts/vitest-unit-setup.ts')],
    },
  },
  {
    resolve: { alias },
    test: {
      name: 'server',
      sequence: { groupOrder: 1 },
      environment: 'node',
      globals: true,
      include: ['packages/server/src/**/*.test.ts', 'packages/api-client/test/**/*.test.ts'],
      testTimeout: 30_000,
      // Starting a server on a fresh embedded database is slow on a loaded 2-core machine.
      hookTimeout: 120_000,
      // Each file builds its own app on its own database; two cores, so keep it modest.
      maxWorkers: 2,
    },
  },
  {
    test: {
      name: 'registry',
      sequence: { groupOrder: 4 },
      environment: 'node',
      // The published packages as an app gets them: built, packed, published to a local registry (Verdaccio) and
      // installed by name outside the workspace (scripts/registry). Installs and builds take a while.
      include: ['scripts/registry/**/*.spec.ts'],
      testTimeout: 180_000,
      hookTimeout: 300_000,
    },
  },
  storybookProject('storybook', 'dark', 2),
  // The same stories again on the light theme: their accessibility checks (contrast included) run on it too.
  storybookProject('storybook-light', 'light', 3),
];

/** The stories as browser tests (play functions and accessibility checks) on one theme of the toolbar. */
function storybookProject(name: string, theme: 'dark' | 'light', groupOrder: number): TestProjectConfiguration {
  return {
    plugins: [react(), storybookTest({ configDir: path.join(root, '.storybook') })],
    resolve: { alias },
    // The toolbar's starting theme (packages/ui/src/visual/testRunTheme.ts); stories that set their own keep it.
    define: { __STORY_THEME__: JSON.stringify(theme) },
    // Pre-bundle lazily loaded libraries up front: a mid-run re-optimisation loads React twice.
    optimizeDeps: { include: browserDeps },
    test: {
      name,
      sequence: { groupOrder },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: chromiumPath(),
            args: chromiumArgs,
          },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}
