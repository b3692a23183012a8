import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished, vi } from 'vitest';

/** What {@link hydrateOver} leaves for the test to check. */
export interface HydratedOver {
  /** The element the page was rendered into, now hydrated. */
  container: HTMLElement;
  /** What React passed to `onRecoverableError` (a hydration mismatch lands here). */
  errors: unknown[];
  /** What was logged with console.error while the page hydrated (React's hydration warnings land here). */
  logged: unknown[][];
}

/**
 * Tests only: renders `page` to HTML as the server does, lets `change` do to it what a user would before the scripts
 * load (type, click), then hydrates `page` over it inside `act`. The root is unmounted when the test finishes.
 */
export async function hydrateOver(page: ReactElement, change: (container: HTMLElement) => void): Promise<HydratedOver> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  change(container);
  const errors: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error');
  const logged: unknown[][] = [];
  let root: Root;
  try {
    root = await act(async () => hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }));
  } finally {
    logged.push(...consoleError.mock.calls);
    consoleError.mockRestore();
  }
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { container, errors, logged };
}
