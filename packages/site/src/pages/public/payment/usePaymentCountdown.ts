import { useEffect, useState } from 'react';

/** Seconds shown before leaving the success page (SPEC section 9). */
export const PAYMENT_COUNTDOWN_SECONDS = 2;

/** Counts down from 2 once `running`, one step per second, and calls `onEnd` at zero. */
export function usePaymentCountdown(running: boolean, onEnd: () => void): number {
  const [seconds, setSeconds] = useState(PAYMENT_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (!running) return;
    if (seconds === 0) {
      // Not `return onEnd()`: react-router's navigate returns a promise, which React would call as a cleanup.
      onEnd();
      return;
    }
    const timer = setTimeout(() => setSeconds(seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [running, seconds, onEnd]);
  return seconds;
}
