import { ThemeProvider } from '@csi/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';

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

describe('routes', () => {
  beforeEach(() => {
    // jsdom has no scrolling; the shell scrolls to the top after each navigation.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // No server in unit tests: the pages' loads fail and are logged.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('redirects /docs to the API documentation hub inside the docs frame', async () => {
    const router = renderAt('/docs');
    await waitFor(() => expect(router.state.location.pathname).toBe('/docs/g/csi-apis'));
    expect(await screen.findByRole('heading', { name: 'Available APIs' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Documentation' })).toBeInTheDocument();
    expect(document.title).toBe('CSI APIs | CSI');
  });

  it.each([
    ['/auth', '/auth/login'],
    ['/auth/unknown', '/auth/login'],
  ])('redirects %s to %s', async (from, to) => {
    const router = renderAt(from);
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });
});
