import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../lib/testing/renderView';
import { PaymentSuccessView } from './PaymentSuccessView';

describe('PaymentSuccessView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a loader and does not count down while the confirmation is pending', () => {
    const onDone = vi.fn();
    renderView(<PaymentSuccessView confirmation={{ status: 'pending' }} signedIn onDone={onDone} />);
    expect(screen.getByRole('status', { name: 'Confirming your payment' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("once confirmed for a signed-in user, shows the server's message and counts down 2 seconds to the dashboard", () => {
    const onDone = vi.fn();
    const confirmed = { status: 'confirmed', message: 'Wallet topped up with 5 USD.' } as const;
    renderView(<PaymentSuccessView confirmation={confirmed} signedIn onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(screen.getByText('Wallet topped up with 5 USD.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to your dashboard in 2 seconds...');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to your dashboard in 1 second...');
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('once confirmed for a signed-out visitor, counts down to login', () => {
    const onDone = vi.fn();
    renderView(
      <PaymentSuccessView confirmation={{ status: 'confirmed', message: 'ok' }} signedIn={false} onDone={onDone} />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to login in 2 seconds...');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to login in 1 second...');
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('leaves cleanly when onDone answers a promise, as react-router navigate does', () => {
    const onDone = vi.fn(() => Promise.resolve());
    const view = renderView(
      <PaymentSuccessView confirmation={{ status: 'confirmed', message: 'ok' }} signedIn onDone={onDone} />,
    );
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(() => view.unmount()).not.toThrow();
  });

  it('when the payment cannot be confirmed, says why instead of success, with a link onwards and no countdown', () => {
    const onDone = vi.fn();
    const failed = { status: 'failed', reason: 'Payment not found.' } as const;
    const view = renderView(<PaymentSuccessView confirmation={failed} signedIn onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Payment not confirmed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payment not found.');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/ac/dashboard');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).not.toHaveBeenCalled();
    view.unmount();
    renderView(<PaymentSuccessView confirmation={failed} signedIn={false} onDone={onDone} />);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  });
});
