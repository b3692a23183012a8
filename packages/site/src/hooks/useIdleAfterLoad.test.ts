import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_AFTER_LOAD_TIMEOUT_MS, IDLE_FALLBACK_DELAY_MS, useIdleAfterLoad } from './useIdleAfterLoad';

describe('useIdleAfterLoad', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('is false on the first render even when the window has loaded, and true after the idle callback', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((callback: () => void, options?: { timeout?: number }) => {
      idle = callback;
      expect(options?.timeout).toBe(IDLE_AFTER_LOAD_TIMEOUT_MS);
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useIdleAfterLoad());
    expect(result.current).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    act(() => idle?.());
    expect(result.current).toBe(true);
  });

  it('waits for the load event before asking for an idle period', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const { result } = renderHook(() => useIdleAfterLoad());
    expect(result.current).toBe(false);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(true);
  });

  it('cancels the pending idle callback when unmounted', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal(
      'requestIdleCallback',
      vi.fn(() => 9),
    );
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const { unmount } = renderHook(() => useIdleAfterLoad());
    unmount();
    expect(cancelIdleCallback).toHaveBeenCalledWith(9);
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    try {
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
      vi.stubGlobal('requestIdleCallback', undefined);
      const { result } = renderHook(() => useIdleAfterLoad());
      expect(result.current).toBe(false);
      act(() => {
        vi.advanceTimersByTime(IDLE_FALLBACK_DELAY_MS);
      });
      expect(result.current).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
