import { renderHook } from '@testing-library/react';
import { useBodyScrollLock } from './use-body-scroll-lock';

describe('useBodyScrollLock', () => {
  it('marks the body while locked and clears the mark on unlock', () => {
    const { rerender } = renderHook(({ locked }) => useBodyScrollLock(locked), { initialProps: { locked: true } });
    expect(document.body.dataset.scrollLocked).toBe('true');
    rerender({ locked: false });
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('keeps the mark until the last of several holders lets go', () => {
    const first = renderHook(() => useBodyScrollLock(true));
    const second = renderHook(() => useBodyScrollLock(true));
    first.unmount();
    expect(document.body.dataset.scrollLocked).toBe('true');
    second.unmount();
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });
});
