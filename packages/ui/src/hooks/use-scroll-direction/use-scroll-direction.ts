'use client';

import { useEffect, useState } from 'react';

/** Scroll distance in px past which scrolling down hides the header (SPEC section 9). */
export const HEADER_HIDE_OFFSET = 100;

/** True after the window is scrolled down past `offset` px, false again as soon as it is scrolled up. */
export function useScrollDirection(offset: number = HEADER_HIDE_OFFSET): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const now = window.scrollY;
      if (now > last && now > offset) setHidden(true);
      else if (now < last) setHidden(false);
      last = now;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [offset]);
  return hidden;
}
