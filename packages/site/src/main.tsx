import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRoute } from './lib/preloadRoute';
import { routes } from './routes';

/** Longest wait for the first page's chunks; past it the shell renders with its spinner. */
const FIRST_PAGE_WAIT_MS = 1500;

const root = document.getElementById('root');
if (root) {
  // The first render waits for the page's chunks, so the page appears at once with the shell
  // instead of a spinner that the page then replaces (which moved the footer).
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
  // As a transition, the first render is cut into short slices between which the browser stays responsive
  // (one long task of the whole tree was most of the page's total blocking time).
  void Promise.race([preloadRoute(routes, window.location.pathname), waited]).then(() =>
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    ),
  );
}
