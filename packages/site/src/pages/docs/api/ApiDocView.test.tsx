import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../lib/testing/renderView';
import { ApiDocView } from './ApiDocView';

const markdown = [
  '# Metadata Viewer API',
  'Find what a file says about you.',
  '## Key Features',
  'Reads EXIF and document properties.',
  '## Rate Limits',
  '50 requests per minute per account; beyond that the answer is 429 Too Many Requests.',
].join('\n\n');

describe('ApiDocView', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it("shows the markdown's title, a table of contents of its sections, the sections and the scroll toggle", async () => {
    // A page taller than the window (jsdom lays nothing out), read at its top.
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 3000, configurable: true });
    renderView(<ApiDocView fallbackTitle="Fallback" markdown={markdown} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Metadata Viewer API' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Table of contents' });
    expect(
      within(toc)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Key Features', 'Rate Limits']);
    expect(within(toc).getByRole('link', { name: 'Rate Limits' })).toHaveAttribute('href', '#rate-limits');
    expect(await screen.findByRole('heading', { level: 2, name: 'Rate Limits' })).toHaveAttribute('id', 'rate-limits');
    expect(screen.getByText(/429 Too Many Requests/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scroll to bottom' })).toBeInTheDocument();
  });

  it('given markdown without a title or sections, uses the fallback title and shows no table of contents', async () => {
    renderView(<ApiDocView fallbackTitle="PDF Security API" markdown="Protect PDF files with a password." />);
    expect(screen.getByRole('heading', { level: 1, name: 'PDF Security API' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Table of contents' })).not.toBeInTheDocument();
    expect(await screen.findByText('Protect PDF files with a password.')).toBeInTheDocument();
  });

  it('scrolls to a section from the table of contents and records it in the address', async () => {
    // No motion: the scroll happens at once, so it can be observed without animation frames.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderView(<ApiDocView fallbackTitle="Fallback" markdown={markdown} />);
    await screen.findByRole('heading', { level: 2, name: 'Rate Limits' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'Rate Limits' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('#rate-limits');
  });
});
