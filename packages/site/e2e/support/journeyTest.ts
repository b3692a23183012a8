import { test as base, expect, type Page } from '@playwright/test';
import { fakeOutsideWorld } from './fakeOutsideWorld';
import { PageIssues } from './pageIssues';

/**
 * Waits until the browser has taken a server-rendered page over (`data-hydrated` on <html>, set once React hydrated
 * it); a page rendered in the browser (no router state or island in its HTML) at once. A server-rendered page paints from its
 * HTML and fetches its scripts after that paint, so Playwright's load event can come before React runs: a person
 * reading the page would not notice, but a journey that clicks at once would act on HTML that React has not taken
 * over yet (text typed then is kept, see useTextTypedBeforeHydration; a click on a button is not).
 */
async function waitForTakeover(page: Page): Promise<void> {
  // A server-rendered page carries its router state, or (the home page) names the island it is taken over as.
  if ((await page.locator('script#route-data, script#page-island').count()) === 0) return;
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * The journeys' `test`: fakes the outside world, records every page error, console error (Content-Security-Policy
 * violations included), failed request and HTTP error of the context's pages, and fails the test on the ones it did
 * not declare with `issues.expect`. Its `page.goto` and `page.reload` return once the page is interactive (see
 * waitForTakeover), where JavaScript is on; journey 17 checks what a server-rendered page does before that.
 */
export const test = base.extend<{ issues: PageIssues }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const thenTakeover =
        <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
        async (...args: A) => {
          const response = await navigate(...args);
          await waitForTakeover(page);
          return response;
        };
      page.goto = thenTakeover(page.goto.bind(page));
      page.reload = thenTakeover(page.reload.bind(page));
    }
    await use(page);
  },
  issues: [
    async ({ context }, use) => {
      const issues = new PageIssues();
      context.pages().forEach((page) => issues.watch(page));
      context.on('page', (page) => issues.watch(page));
      await fakeOutsideWorld(context);
      // Every Content-Security-Policy violation becomes a console error, which fails the journey below.
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`),
        ),
      );
      await use(issues);
      expect(issues.unexpected(), 'unexpected page errors, console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
