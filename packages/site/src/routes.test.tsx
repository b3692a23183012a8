import { ThemeProvider } from '@csi/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

/**
 * Longest wait for a route's state: its page module is transformed on first import, which on a loaded
 * machine takes more than Testing Library's one-second default.
 */
const ROUTE_WAIT = { timeout: 10_000 };

/** Renders the whole route table at `path`; answers the router to read where it ended up. */
function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ThemeProvider withGlobalStyle={false}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

describe('routes', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // jsdom has no scrolling; the shell scrolls to the top after each navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // No server in unit tests: the pages' loads fail and are logged.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('redirects /docs to the API documentation hub inside the docs frame', async () => {
    const router = renderAt('/docs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/docs/g/csi-apis'), ROUTE_WAIT);
    expect(await screen.findByRole('heading', { name: 'Available APIs' }, ROUTE_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Documentation' })).toBeInTheDocument();
    // The title is set by the page's effect, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe('CSI APIs | CSI'), ROUTE_WAIT);
  });

  it.each([
    ['/auth', '/auth/login'],
    ['/auth/unknown', '/auth/login'],
  ])('redirects %s to %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to), ROUTE_WAIT);
  });
});
