import { HYDRATION_DATA_ID } from './ssr/hydrationDataId';

/** Starts the site (boot.tsx: React, the router, the shell and the first page), once. */
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./boot');
}

/** Longest wait for a frame (a background tab gets none) before a server-rendered page is taken over anyway. */
const FRAME_WAIT_MS = 100;

// A page the server rendered is painted from its HTML first; React and the page's scripts (fetched meanwhile, see the
// server's module preloads) are evaluated and take it over just after that paint, so the first paint does not wait
// for them. A page rendered in the browser starts at once.
if (document.getElementById(HYDRATION_DATA_ID)) {
  const fallback = window.setTimeout(start, FRAME_WAIT_MS);
  requestAnimationFrame(() => {
    window.clearTimeout(fallback);
    window.setTimeout(start, 0);
  });
} else {
  start();
}
