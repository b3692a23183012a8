import { expect, type Page } from '@playwright/test';

/**
 * How far the document reaches past the viewport's right edge, in px (0 when nothing sticks out), and the innermost
 * elements that stick out or overflow, so a failure names what to fix.
 */
const horizontalOverflow = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    const overflow = root.scrollWidth - root.clientWidth;
    if (overflow <= 0) return { overflow: 0, culprits: [] as string[] };
    const sticksOut = (el: Element) => el.getBoundingClientRect().right > root.clientWidth + 0.5;
    // Content inside a box that fits and scrolls or clips (a code block) does not widen the page.
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box && box !== document.body; box = box.parentElement)
        if (getComputedStyle(box).overflowX !== 'visible' && !sticksOut(box)) return true;
      return false;
    };
    // An element widens the page when it sticks out or its own text does (a long word in a button, say).
    const widens = (el: Element) =>
      !clipped(el) &&
      (sticksOut(el) || (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible'));
    const culprits = [...document.querySelectorAll('body *')]
      .filter((el) => widens(el) && ![...el.children].some(widens))
      .slice(0, 5)
      .map((el) => {
        const id = el.id ? `#${el.id}` : '';
        const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
        return `<${el.tagName.toLowerCase()}${id}> ${Math.round(el.getBoundingClientRect().right)} px "${label}"`;
      });
    return { overflow, culprits };
  });

/**
 * Waits until the document stops reaching past the viewport's right edge. After a viewport change, charts re-measure
 * on their ResizeObserver a frame or more later, so the page settles rather than fitting at once; an overflow that
 * stays fails when the expect timeout runs out, naming the innermost elements that stick out or overflow.
 */
export const expectNoSidewaysScroll = (page: Page, message?: string) =>
  expect.poll(() => horizontalOverflow(page), { message }).toEqual({ overflow: 0, culprits: [] });
