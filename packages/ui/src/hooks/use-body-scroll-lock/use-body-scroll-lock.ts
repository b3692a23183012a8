'use client';

import { useEffect } from 'react';

let holders = 0;
let overflowBefore = '';

/**
 * While `locked`, stops the page from scrolling (`overflow: hidden` on `document.body`, so no global
 * stylesheet is needed) and marks the body with `data-scroll-locked="true"`. Several holders may lock
 * at once; the body gets its own overflow back when the last one lets go.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    if (holders === 0) overflowBefore = body.style.overflow;
    holders += 1;
    body.dataset.scrollLocked = 'true';
    body.style.overflow = 'hidden';
    return () => {
      holders -= 1;
      if (holders > 0) return;
      delete body.dataset.scrollLocked;
      body.style.overflow = overflowBefore;
    };
  }, [locked]);
}
