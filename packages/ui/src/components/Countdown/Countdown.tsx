'use client';

import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { COUNTDOWN_TICK_MS, countdownParts, isCountdownDone, type CountdownParts } from '../../lib/countdown';

/** Props of Countdown. */
export interface CountdownProps extends HTMLAttributes<HTMLDivElement> {
  /** The moment counted down to (the community launch is 20 September 2025 00:00). */
  target: Date;
  /** Clock read on every tick (tests pass a fake one). @default () => new Date() */
  now?: () => Date;
  /** Accessible label of the timer. @default 'Time left until launch' */
  label?: string;
  /** Called once the countdown shows zeros (at once when the target has already passed). @default undefined */
  onDone?: () => void;
}

const systemClock = () => new Date();

const units: [keyof CountdownParts, string][] = [
  ['months', 'Months'],
  ['weeks', 'Weeks'],
  ['days', 'Days'],
  ['hours', 'Hours'],
  ['minutes', 'Minutes'],
  ['seconds', 'Seconds'],
];

const Units = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    min-width: 72px;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceAlt};
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.8rem;
  }
  strong {
    font-size: 1.75rem;
    color: ${({ theme }) => theme.color.primary};
    font-variant-numeric: tabular-nums;
  }
`;

/** Months (30 days), weeks, days, hours, minutes and seconds left until `target`, ticking every second; stops at zeros. */
export const Countdown = forwardRef<HTMLDivElement, CountdownProps>(function Countdown(
  { target, now = systemClock, label = 'Time left until launch', onDone, ...rest },
  ref,
) {
  const [parts, setParts] = useState(() => countdownParts(target, now()));
  const done = isCountdownDone(parts);

  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setParts(countdownParts(target, now())), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [target, now, done]);

  return (
    <div ref={ref} {...rest} role="timer" aria-label={label} data-state={done ? 'done' : 'running'}>
      <Units>
        {units.map(([key, name]) => (
          <li key={key} data-unit={key}>
            <strong>{String(parts[key]).padStart(2, '0')}</strong> {name}
          </li>
        ))}
      </Units>
    </div>
  );
});
