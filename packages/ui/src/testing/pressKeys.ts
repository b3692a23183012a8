import { userEvent } from 'storybook/test';

/**
 * Stories only: presses keys (userEvent.keyboard syntax, e.g. '{ArrowDown}' or '9') on the focused element. In a
 * Vitest browser run they are real key presses from Playwright, so the browser's own behaviour runs (a native
 * select changes its option on arrow keys and typing). In the Storybook UI there is no Vitest: Testing Library's
 * synthetic events are sent instead, and a browser ignores those for its built-in controls.
 */
export async function pressKeys(keys: string): Promise<void> {
  if (!('__vitest_browser__' in globalThis)) {
    await userEvent.keyboard(keys);
    return;
  }
  const browser = await import('vitest/browser');
  await browser.userEvent.keyboard(keys);
}
