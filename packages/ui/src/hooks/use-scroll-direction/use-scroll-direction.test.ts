import { act, renderHook } from '@testing-library/react';
import { useScrollDirection } from './use-scroll-direction';

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useScrollDirection', () => {
  afterEach(() => scrollTo(0));

  it('stays visible while scrolling down up to 100 px', () => {
    const { result } = renderHook(() => useScrollDirection());
    scrollTo(100);
    expect(result.current).toBe(false);
  });

  it('hides past 100 px going down and shows again on the first scroll up', () => {
    const { result } = renderHook(() => useScrollDirection());
    scrollTo(101);
    expect(result.current).toBe(true);
    scrollTo(400);
    expect(result.current).toBe(true);
    scrollTo(399);
    expect(result.current).toBe(false);
  });
});
