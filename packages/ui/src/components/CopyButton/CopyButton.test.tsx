import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { CopyButton } from './CopyButton';
import { installFakeClipboard } from './fakeClipboard';

describe('given a CopyButton', () => {
  let restoreClipboard: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    restoreClipboard = installFakeClipboard();
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreClipboard();
  });

  it("after copying, shows 'Copied' and reverts after 2000 ms", async () => {
    const onCopy = vi.fn();
    render(<CopyButton text="csi_abcd1234" onCopy={onCopy} />, { wrapper: ThemeProvider });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(await navigator.clipboard.readText()).toBe('csi_abcd1234');
    expect(onCopy).toHaveBeenCalledWith('csi_abcd1234');
    expect(screen.getByRole('button')).toHaveAttribute('data-state', 'copied');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toHaveAttribute('data-state', 'idle');
  });

  it("with empty text, calls onError with 'No text to copy' and shows it", async () => {
    const onError = vi.fn();
    render(<CopyButton text="" onError={onError} />, { wrapper: ThemeProvider });
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(onError).toHaveBeenCalledWith('No text to copy');
    expect(screen.getByText('No text to copy')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('No text to copy')).not.toBeInTheDocument();
  });
});
