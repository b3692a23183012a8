import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { KeyMask } from './KeyMask';

describe('KeyMask', () => {
  let restoreClipboard: () => void;
  beforeEach(() => {
    restoreClipboard = installFakeClipboard();
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    restoreClipboard();
  });

  it('given a copied key, shows Copied for exactly 2000 ms', async () => {
    render(
      <ThemeProvider>
        <KeyMask apiKey="csi_abcd1234efgh5678" />
      </ThemeProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy API key' })));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('csi_abcd1234efgh5678');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy API key' })).toBeInTheDocument();
  });
});
