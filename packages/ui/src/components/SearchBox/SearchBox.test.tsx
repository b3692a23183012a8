import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { ThemeProvider } from '../../theme';
import { SearchBox } from './SearchBox';

/** A page with a controlled search field that shows what it searches for. */
function SearchPage() {
  const [query, setQuery] = useState('');
  return (
    <ThemeProvider>
      <SearchBox
        label="Search articles by title"
        placeholder="Search article..."
        value={query}
        onValueChange={setQuery}
      />
      <p data-testid="query">{query}</p>
    </ThemeProvider>
  );
}

describe('SearchBox', () => {
  it('reports every change of its text', async () => {
    render(<SearchPage />);
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search articles by title' }), 'sql');
    expect(screen.getByTestId('query')).toHaveTextContent('sql');
  });

  it("acts on text typed into the server's HTML before the page hydrated, without a hydration error", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SearchPage />);
    document.body.append(container);
    const field = container.querySelector('input');
    if (!field) throw new Error('no search field in the server HTML');
    field.value = 'phishing';
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <SearchPage />, { onRecoverableError: (error) => errors.push(error) }),
    );
    expect(errors).toEqual([]);
    expect(screen.getByTestId('query')).toHaveTextContent('phishing');
    expect(screen.getByRole('searchbox', { name: 'Search articles by title' })).toHaveValue('phishing');
    act(() => root.unmount());
    container.remove();
  });

  it('reports nothing when it mounts with the text it was given', () => {
    const onValueChange = vi.fn();
    render(
      <ThemeProvider>
        <SearchBox value="sql" onValueChange={onValueChange} />
      </ThemeProvider>,
    );
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
