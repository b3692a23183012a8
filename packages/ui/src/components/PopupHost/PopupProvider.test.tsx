import { act, render, screen } from '@testing-library/react';
import { usePopup, type UsePopupReturnValue } from '../../hooks/use-popup';
import { ThemeProvider } from '../../theme';
import { PopupProvider } from './PopupProvider';

/** Renders a provider and hands out its service. */
function renderProvider() {
  let service: UsePopupReturnValue | undefined;
  function Grab() {
    service = usePopup();
    return null;
  }
  render(
    <ThemeProvider withGlobalStyle={false}>
      <PopupProvider>
        <Grab />
      </PopupProvider>
    </ThemeProvider>,
  );
  if (!service) throw new Error('no popup service');
  return service;
}

describe('PopupProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never lets the timer of an earlier success popup close a newer one shown just before it fires', () => {
    const popup = renderProvider();
    act(() => popup.show({ message: 'Account deactivated.', type: 'success' }));
    act(() => vi.advanceTimersByTime(2999));
    // The new popup is asked for, and the old popup's timer fires before React has rendered it.
    act(() => {
      popup.show({ message: 'Account activated.', type: 'success' });
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Account activated.');
    // Its own 3000 ms count from when it is on screen (the end of that act).
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Account activated.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('gives the same message shown again its full 3000 ms and an opaque start', () => {
    const popup = renderProvider();
    act(() => popup.show({ message: 'Saved', type: 'success' }));
    act(() => vi.advanceTimersByTime(2600));
    expect(screen.getByText('Saved').parentElement).toHaveAttribute('data-state', 'closing');
    act(() => popup.show({ message: 'Saved', type: 'success' }));
    expect(screen.getByText('Saved').parentElement).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('closes on hide()', () => {
    const popup = renderProvider();
    act(() => popup.show({ message: 'Heads up' }));
    expect(screen.getByRole('status')).toHaveTextContent('Heads up');
    act(() => popup.hide());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
