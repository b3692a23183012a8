'use client';

import { css, keyframes } from 'styled-components';

/** Length of the fade-out of a closing dialog, in ms; its parts leave the document when it ends. */
export const DIALOG_EXIT_MS = 150;

const fadeOut = keyframes`from { opacity: 1; } to { opacity: 0; }`;

/** Rules shared by the overlay and the content: fade out while closing, let clicks through, hide when closed. */
export const closingStyles = css`
  &[data-state='closed'] {
    animation: ${fadeOut} ${DIALOG_EXIT_MS}ms ease-in forwards;
    pointer-events: none;
  }
  &[hidden] {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-state='closed'] {
      animation: none;
    }
  }
`;

/** Milliseconds of a CSS time list such as `0.15s, 200ms` (its longest entry). */
export function longestCssTime(value: string): number {
  return Math.max(
    0,
    ...value
      .split(',')
      .map((time) => time.trim())
      .filter(Boolean)
      .map((time) => (time.endsWith('ms') ? parseFloat(time) : parseFloat(time) * 1000) || 0),
  );
}
