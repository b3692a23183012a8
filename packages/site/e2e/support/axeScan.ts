import { writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { journeyDir } from './journeyDir';

/** Impacts that fail a journey. */
const BLOCKING = new Set(['serious', 'critical']);

/** Scans tried before the last one is kept even though something moved during it. */
const ATTEMPTS = 3;

/** Name of the page flag set when an animation or transition starts during a scan. */
const MOVED = '__axeScanMoved';

/** Longest wait for the page's animations to finish, in ms. */
const SETTLE_MS = 5000;

/** Waits until the page's running finite animations and transitions (fades of popups and modals) have finished. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async (limit) => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    const finished = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, limit))]);
  }, SETTLE_MS);
}

/** Runs axe once with the page at rest; `moved` tells whether an animation or transition started meanwhile. */
async function scanAtRest(page: Page): Promise<{ results: AxeResults; moved: boolean }> {
  await settle(page);
  await page.evaluate((flag) => {
    if (!Reflect.has(window, flag)) {
      const mark = () => Reflect.set(window, flag, true);
      for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, mark, { capture: true });
    }
    Reflect.set(window, flag, false);
  }, MOVED);
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const moved = await page.evaluate((flag) => Reflect.get(window, flag) === true, MOVED);
  return { results, moved };
}

/**
 * Runs axe on the page as it is now, once its fades have finished (a popup half faded out is not the page
 * people read; a scan during which something started moving is done again), keeps the full report as
 * test-results/journeys/<journey>/axe-<name>.json (attached to the test, so the Playwright report keeps it),
 * and fails the test (softly, so the journey goes on) on any serious or critical violation.
 */
export async function axeScan(page: Page, name: string): Promise<void> {
  let scan = await scanAtRest(page);
  for (let attempt = 1; scan.moved && attempt < ATTEMPTS; attempt += 1) scan = await scanAtRest(page);
  const { violations } = scan.results;
  const dir = journeyDir();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `axe-${name}.json`);
  await writeFile(file, JSON.stringify(violations, null, 2));
  await test.info().attach(`axe-${name}`, { path: file, contentType: 'application/json' });
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`);
  expect.soft(blocking, `serious or critical accessibility violations on ${name} (${page.url()})`).toEqual([]);
}
