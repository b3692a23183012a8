import { test as base, expect } from '@playwright/test';
import { fakeOutsideWorld } from './fakeOutsideWorld';
import { PageIssues } from './pageIssues';

/**
 * The journeys' `test`: fakes the outside world, records every page error, console error (Content-Security-Policy
 * violations included), failed request and HTTP error of the context's pages, and fails the test on the ones it did
 * not declare with `issues.expect`.
 */
export const test = base.extend<{ issues: PageIssues }>({
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
