// The site's start in the browser, loaded by main.tsx (after the first paint of a page the server rendered): React,
// the router and the shell. The home page, which needs no router, starts with islands/homeIsland.tsx instead.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';
import { preloadRoute } from './lib/preloadRoute';
import { routes } from './routes';
import { Hydrated } from './shell/Hydrated';
import { readHydrationData } from './ssr/hydrationData';

/** Longest wait for the first page's chunks; past it the shell renders with its spinner. */
const FIRST_PAGE_WAIT_MS = 1500;

const root = document.getElementById('root');
if (root) {
  // A page the server rendered (the public pages) carries its router state: the client takes over its HTML with the
  // same data.
  const hydrationData = readHydrationData();
  const router = createBrowserRouter(routes, { hydrationData });
  const app = (
    <StrictMode>
      <App>
        <RouterProvider router={router} />
      </App>
    </StrictMode>
  );
  // A server-rendered page is taken over once its chunks are in (main.tsx preloads them beside this one, so they
  // mostly are). Hydrating earlier left a page part suspended on its chunk, and an update above it before the chunk
  // came (a context the shell sets as it mounts, a resize) made React drop the server's HTML of that part and render
  // it anew: fields and buttons a visitor or a test had found were replaced.
  if (hydrationData) {
    void preloadRoute(routes, window.location.pathname).then(() =>
      startTransition(() => {
        hydrateRoot(root, <Hydrated>{app}</Hydrated>);
      }),
    );
  } else {
    // Otherwise (account and admin areas) the first render waits for the page's chunks, so the page appears at once
    // with the shell instead of a spinner that the page then replaces (which moved the footer).
    const waited = new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS));
    // As a transition, the first render is cut into short slices between which the browser stays responsive
    // (one long task of the whole tree was most of the page's total blocking time).
    void Promise.race([preloadRoute(routes, window.location.pathname), waited]).then(() =>
      startTransition(() => createRoot(root).render(app)),
    );
  }
}
