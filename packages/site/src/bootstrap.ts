// What the site's entry (main.tsx) does before the site's start is imported: kept apart from the import so it can be
// tested, and small, as it is all the script a server-rendered page fetches before its first paint.
import { HYDRATION_DATA_ID, PAGE_CHUNKS_ID, PAGE_ISLAND_ID } from './ssr/hydrationDataId';

/** The value of the server's JSON data element `id`, or undefined when it is missing or does not parse. */
function jsonElement(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The chunks the server listed for its page (see PAGE_CHUNKS_ID): the build's own script files only. */
export function pageChunks(): string[] {
  const urls = jsonElement(PAGE_CHUNKS_ID);
  return Array.isArray(urls)
    ? urls.filter((url): url is string => typeof url === 'string' && /^\/assets\/[\w.-]+\.js$/.test(url))
    : [];
}

/**
 * Fetches the page's chunks side by side (module preloads, as the build's own links would), so the site's start and
 * the page's chunks load together rather than one import after another. A chunk already preloaded is skipped.
 */
export function preloadPageChunks(): void {
  const present = new Set(
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href')),
  );
  for (const url of pageChunks()) {
    if (present.has(url)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    document.head.append(link);
  }
}

/** The island the server named for its page (see PAGE_ISLAND_ID), or null for a page the site's router takes over. */
export function pageIsland(): string | null {
  const name = jsonElement(PAGE_ISLAND_ID);
  return typeof name === 'string' ? name : null;
}

/** True for a page the server rendered: it carries its router state or names its island. */
function serverRendered(): boolean {
  return !!document.getElementById(HYDRATION_DATA_ID) || pageIsland() !== null;
}

/** Longest wait for a frame (a browser without paint timing) before a server-rendered page is taken over anyway. */
export const FRAME_WAIT_MS = 100;

/** Longest wait for the first contentful paint before a server-rendered page is taken over anyway. */
export const PAINT_WAIT_MS = 1500;

/**
 * Runs `start` once: for a page the server rendered (it carries its router state or names its island), once the
 * browser reports the page's first contentful paint, so the page is painted from its HTML before any of its scripts
 * is even requested (in a browser without paint timing, in the task after the first frame; in a hidden tab, which
 * paints nothing, at once); for a page rendered in the browser (the account and admin areas, sign-in), at once.
 */
export function startAfterFirstPaint(start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (!serverRendered() || document.visibilityState === 'hidden') {
    once();
    return;
  }
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const fallback = window.setTimeout(once, PAINT_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      window.clearTimeout(fallback);
      once();
    });
    // Buffered: a paint reported before this script ran counts.
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  const fallback = window.setTimeout(once, FRAME_WAIT_MS);
  requestAnimationFrame(() => {
    window.clearTimeout(fallback);
    window.setTimeout(once, 0);
  });
}
