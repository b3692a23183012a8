import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderView } from '../../../lib/testing/renderView';
import { PaymentSuccessView } from './PaymentSuccessView';

describe('PaymentSuccessView', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a loader and does not count down while the confirmation is pending', () => {
    const onDone = vi.fn();
    renderView(<PaymentSuccessView loading message={null} onDone={onDone} />);
    expect(screen.getByRole('status', { name: 'Confirming your payment' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(onDone).not.toHaveBeenCalled();
  });

  it("once confirmed, shows the server's message and leaves after a 2-second countdown", () => {
    const onDone = vi.fn();
    renderView(<PaymentSuccessView loading={false} message="Wallet topped up with 5 USD." onDone={onDone} />);
    expect(screen.getByText('Wallet topped up with 5 USD.')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to login in 2 seconds...');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Redirecting to login in 1 second...');
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('leaves cleanly when onDone answers a promise, as react-router navigate does', () => {
    const onDone = vi.fn(() => Promise.resolve());
    const view = renderView(<PaymentSuccessView loading={false} message="ok" onDone={onDone} />);
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(() => view.unmount()).not.toThrow();
  });

  it('after an error, shows the success view without a message and still counts down', () => {
    const onDone = vi.fn();
    renderView(<PaymentSuccessView loading={false} message={null} onDone={onDone} />);
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
