import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '../../theme';
import { Countdown } from './Countdown';

const target = new Date(2025, 8, 20, 0, 0, 0);
const unit = (name: string) => screen.getByRole('timer').querySelector(`[data-unit="${name}"] strong`)?.textContent;

describe('given a Countdown to 20 September 2025 00:00', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows 30-day months and ticks every 1000 ms', () => {
    vi.setSystemTime(new Date(2025, 6, 1, 10, 20, 30));
    render(<Countdown target={target} />, { wrapper: ThemeProvider });
    expect(screen.getByRole('timer', { name: 'Time left until launch' })).toHaveTextContent(
      '02 Months02 Weeks06 Days13 Hours39 Minutes30 Seconds',
    );
    act(() => vi.advanceTimersByTime(999));
    expect(unit('seconds')).toBe('30');
    act(() => vi.advanceTimersByTime(1));
    expect(unit('seconds')).toBe('29');
  });

  it('stops at zeros after the target and stops ticking', () => {
    vi.setSystemTime(new Date(target.getTime() - 2000));
    render(<Countdown target={target} />, { wrapper: ThemeProvider });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveAttribute('data-state', 'done');
    expect(screen.getByRole('timer')).toHaveTextContent('00 Months00 Weeks00 Days00 Hours00 Minutes00 Seconds');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('calls onDone once, when it reaches zeros', () => {
    vi.setSystemTime(new Date(target.getTime() - 2000));
    const onDone = vi.fn();
    render(<Countdown target={target} onDone={onDone} />, { wrapper: ThemeProvider });
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(3000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
