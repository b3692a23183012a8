'use client';

import { useEffect, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Elements inside `root` that Tab can reach, in document order. */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/** Keeps one Tab or Shift+Tab key press inside `root`: from the last element to the first and back. */
export function trapTab(root: HTMLElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const items = focusableWithin(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return event.preventDefault();
  const current = root.ownerDocument.activeElement;
  if (event.shiftKey && (current === first || !root.contains(current))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (current === last || !root.contains(current))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Focuses the first focusable element of `root` (or `root` itself) and gives back a function that returns
 * focus to the element that had it before, if that element is still in the document.
 */
export function moveFocusInto(root: HTMLElement): () => void {
  const previous = root.ownerDocument.activeElement as HTMLElement | null;
  (focusableWithin(root)[0] ?? root).focus();
  return () => {
    if (previous?.isConnected) previous.focus();
  };
}

/**
 * While `active`, keeps Tab and Shift+Tab inside `ref`, focuses its first focusable element,
 * and on deactivation returns focus to the element that had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const restoreFocus = moveFocusInto(root);
    const onKeyDown = (event: KeyboardEvent) => trapTab(root, event);
    root.ownerDocument.addEventListener('keydown', onKeyDown);
    return () => {
      root.ownerDocument.removeEventListener('keydown', onKeyDown);
      restoreFocus();
    };
  }, [ref, active]);
}
