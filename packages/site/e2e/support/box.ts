import { expect, type Locator } from '@playwright/test';

/** The box of a visible element (fails the test when it has none). */
export async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  expect(found, `a box for ${locator.toString()}`).not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}
