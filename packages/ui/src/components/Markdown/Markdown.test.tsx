import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { extractHeadings } from './extractHeadings';
import { Markdown } from './Markdown';

const source = '# Error Handling\n\n## Error Handling\n\n```json\n{"msg":"Invalid API key"}\n```\n';

describe('given a Markdown document with a code block', () => {
  let restoreClipboard: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    restoreClipboard = installFakeClipboard();
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreClipboard();
  });

  it('renders headings with the ids extractHeadings reports', () => {
    render(<Markdown>{source}</Markdown>, { wrapper: ThemeProvider });
    const ids = screen.getAllByRole('heading').map((h) => h.id);
    expect(ids).toEqual(extractHeadings(source).map((h) => h.id));
  });

  it("shows 'Copied' for 3000 ms after copying", async () => {
    render(<Markdown>{source}</Markdown>, { wrapper: ThemeProvider });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveAccessibleName('Copy');
  });
});
