import { createInFlightCounter } from '@csi/api-client';
import { describe, expect, it, vi } from 'vitest';
import { inFlightCount, registerInFlightCounter, subscribeInFlight } from './inFlightRequests';

describe('inFlightRequests (the shell overlay following the client once it loads)', () => {
  it('counts 0 before a client registers, then follows the client registered after the subscription', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeInFlight(onChange);
    expect(inFlightCount()).toBe(0);
    const counter = createInFlightCounter();
    registerInFlightCounter(counter);
    expect(onChange).toHaveBeenCalledTimes(1);
    counter.start();
    expect(inFlightCount()).toBe(1);
    expect(onChange).toHaveBeenCalledTimes(2);
    counter.end();
    expect(inFlightCount()).toBe(0);
    unsubscribe();
    counter.start();
    expect(onChange).toHaveBeenCalledTimes(3);
    counter.end();
  });
});
