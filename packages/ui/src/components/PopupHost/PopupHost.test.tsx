import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { PopupHost } from './PopupHost';

function renderPopup(props: Partial<Parameters<typeof PopupHost>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <ThemeProvider withGlobalStyle={false}>
      <PopupHost open message="Saved" onClose={onClose} {...props} />
    </ThemeProvider>,
  );
  return onClose;
}

const card = () => screen.getByText('Saved').parentElement;

describe('PopupHost', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given a success popup, starts fading out at 2500 ms and hides at 3000 ms', () => {
    const onClose = renderPopup({ type: 'success' });
    expect(card()).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(2499));
    expect(card()).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(1));
    expect(card()).toHaveAttribute('data-state', 'closing');
    act(() => vi.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('given a custom duration, hides a success popup after it', () => {
    const onClose = renderPopup({ type: 'success', duration: 1000 });
    act(() => vi.advanceTimersByTime(999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('fades in over 0.5 s and out over 0.5 s', () => {
    renderPopup({ type: 'success' });
    const style = getComputedStyle(card() as HTMLElement);
    expect(style.animation).toContain('500ms');
    expect(style.transition).toContain('opacity 500ms');
  });

  it.each(['info', 'error'] as const)('keeps an %s popup until it is closed', (type) => {
    const onClose = renderPopup({ type });
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Close popup' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('announces errors as alerts and the rest as status', () => {
    renderPopup({ type: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Saved');
  });

  it('renders an empty live region when closed', () => {
    renderPopup({ open: false });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
