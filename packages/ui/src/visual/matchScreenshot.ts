import { baselinePath, missingBaselineMessage } from './baselinePath';
import { testRunTheme } from './testRunTheme';

/**
 * Compares an element with its stored baseline screenshot when the story runs as a Vitest browser test
 * (`__screenshots__` next to the story). In the Storybook UI it does nothing. The run on the light theme
 * (vitest.workspace.ts) keeps its own baselines, named with a `-light` suffix.
 *
 * A missing baseline always fails the story. Outside CI, Vitest writes it (review it and commit it); when CI is set,
 * Vitest writes nothing (its update mode is then `none`), and the failure says how to create the baseline: a story
 * must never pass because its first run on some machine became its own reference.
 */
export async function matchScreenshot(element: Element, name: string): Promise<void> {
  if (!('__vitest_browser__' in globalThis)) return;
  const [{ page, server }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  const themed = testRunTheme === 'light' ? `${name}-light` : name;
  const testPath = expect.getState().testPath;
  if (server.config.snapshotOptions.updateSnapshot === 'none' && testPath) {
    const baseline = baselinePath(testPath, themed, server.browser, server.platform);
    const found = await server.commands.readFile(baseline, 'base64').then(
      () => true,
      () => false,
    );
    if (!found) throw new Error(missingBaselineMessage(baseline));
  }
  await expect.element(page.elementLocator(element)).toMatchScreenshot(themed);
}
