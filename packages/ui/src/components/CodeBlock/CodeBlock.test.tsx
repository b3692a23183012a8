import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { CodeBlock } from './CodeBlock';

describe('given a CodeBlock', () => {
  let restoreClipboard: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    restoreClipboard = installFakeClipboard();
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreClipboard();
  });

  it("copies the code and resets the 'Copied' text after 5000 ms by default", async () => {
    render(<CodeBlock code="print('hi')" language="python" />, { wrapper: ThemeProvider });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(await navigator.clipboard.readText()).toBe("print('hi')");
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('button')).toHaveTextContent('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
    expect(screen.getByRole('button')).not.toHaveTextContent('Copied');
  });
});
