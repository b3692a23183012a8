/**
 * Compares an element with its stored baseline screenshot when the story runs as a Vitest browser test
 * (`__screenshots__` next to the story; the first run writes the baseline). In the Storybook UI it does nothing.
 * The run on the light theme (vitest.workspace.ts) keeps its own baselines, named with a `-light` suffix.
 */
export async function matchScreenshot(element: Element, name: string): Promise<void> {
  if (!('__vitest_browser__' in globalThis)) return;
  const [{ page }, { expect }] = await Promise.all([import('vitest/browser'), import('vitest')]);
  await expect
    .element(page.elementLocator(element))
    .toMatchScreenshot(import.meta.env?.VITE_STORY_THEME === 'light' ? `${name}-light` : name);
}
