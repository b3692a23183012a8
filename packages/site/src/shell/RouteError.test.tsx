import { ThemeProvider } from '@csi/ui';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouteError } from './RouteError';

function Broken(): never {
  throw new TypeError('l is not a function');
}

describe('RouteError', () => {
  it('given a page that throws, shows a way home instead of a blank screen and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', errorElement: <RouteError />, element: <Broken /> }]);
    render(
      <ThemeProvider withGlobalStyle={false}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'SOMETHING WENT WRONG' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RETURN TO SAFETY' })).toHaveAttribute('href', '/');
    expect(log).toHaveBeenCalledWith('A page failed to render:', expect.any(TypeError));
    log.mockRestore();
  });
});
