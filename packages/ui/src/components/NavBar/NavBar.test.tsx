import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '../../theme';
import { NavBar } from './NavBar';

const bar = (
  <ThemeProvider>
    <NavBar layout="desktop" />
  </ThemeProvider>
);

describe('NavBar without and with JavaScript', () => {
  it("renders Resources as a native disclosure in the server's HTML, which opens without scripts", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    const details = container.querySelector('details');
    expect(details?.querySelector('summary')?.textContent).toBe('Resources');
    expect([...(details?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      '/docs/g/csi-apis',
      '/tech/pub',
      '/tech/security-tools',
    ]);
    expect(container.querySelector('button')).toBeNull();
  });

  it('becomes the disclosure button once hydrated, without a hydration error', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, bar, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('details')).toBeNull();
    const button = screen.getByRole('button', { name: 'Resources' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => root.unmount());
    container.remove();
  });

  it('renders the button at once when rendered in the browser', () => {
    render(bar);
    expect(screen.getByRole('button', { name: 'Resources' })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('details')).toBeNull();
  });

  it("renders the 'auto' layout's mobile menu as a native disclosure beside the wide list in the server's HTML, and the script's layout once hydrated", async () => {
    const auto = (
      <ThemeProvider>
        <NavBar />
      </ThemeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(auto);
    // CSS shows the disclosure at the mobile breakpoint and below, the list above it.
    expect(container.querySelector('details > summary[aria-label="Menu"]')).not.toBeNull();
    expect(container.querySelector('ul[data-wide-only="true"]')).not.toBeNull();
    expect(container.querySelector('button')).toBeNull();
    document.body.append(container);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, auto, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(container.querySelector('details')).toBeNull();
    expect(container.querySelector('[data-wide-only]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resources' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
