import { useEffect } from 'react';

let holders = 0;

/**
 * While `locked`, marks `document.body` with `data-scroll-locked="true"` (the GlobalStyle hides its overflow).
 * Several holders may lock at once; the mark goes when the last one lets go.
 */
export function useBodyScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const { body } = document;
    holders += 1;
    body.dataset.scrollLocked = 'true';
    return () => {
      holders -= 1;
      if (holders === 0) delete body.dataset.scrollLocked;
    };
  }, [locked]);
}
