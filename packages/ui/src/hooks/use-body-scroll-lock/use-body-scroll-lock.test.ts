import { renderHook } from '@testing-library/react';
import { useBodyScrollLock } from './use-body-scroll-lock';

describe('useBodyScrollLock', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('marks the body while locked and clears the mark on unlock', () => {
    const { rerender } = renderHook(({ locked }) => useBodyScrollLock(locked), { initialProps: { locked: true } });
    expect(document.body.dataset.scrollLocked).toBe('true');
    rerender({ locked: false });
    expect(document.body.dataset.scrollLocked).toBeUndefined();
  });

  it('hides the body overflow while locked, without any global stylesheet, and gives the page its own value back', () => {
    document.body.style.overflow = 'auto';
    const { rerender } = renderHook(({ locked }) => useBodyScrollLock(locked), { initialProps: { locked: true } });
    expect(document.body.style.overflow).toBe('hidden');
    rerender({ locked: false });
    expect(document.body.style.overflow).toBe('auto');
  });

  it('keeps the mark until the last of several holders lets go', () => {
    const first = renderHook(() => useBodyScrollLock(true));
    const second = renderHook(() => useBodyScrollLock(true));
    first.unmount();
    expect(document.body.dataset.scrollLocked).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');
    second.unmount();
    expect(document.body.dataset.scrollLocked).toBeUndefined();
    expect(document.body.style.overflow).toBe('');
  });
});
