import { test as base, expect } from '@playwright/test';
import { fakeOutsideWorld } from './fakeOutsideWorld';
import { PageIssues } from './pageIssues';

/**
 * The journeys' `test`: fakes the outside world, records every page error, console error, failed request
 * and HTTP error of the context's pages, and fails the test on the ones it did not declare with `issues.expect`.
 */
export const test = base.extend<{ issues: PageIssues }>({
  issues: [
    async ({ context }, use) => {
      const issues = new PageIssues();
      context.pages().forEach((page) => issues.watch(page));
      context.on('page', (page) => issues.watch(page));
      await fakeOutsideWorld(context);
      await use(issues);
      expect(issues.unexpected(), 'unexpected page errors, console errors or failed requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
