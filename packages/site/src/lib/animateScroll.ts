/** Duration of the docs scroll animation (SPEC section 9). */
export const DOCS_SCROLL_MS = 5000;
/** Space kept above a section scrolled to, for the sticky header (SPEC section 9). */
export const DOCS_SCROLL_OFFSET = 70;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);
const stopEvents = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls the window to `top` over `duration` ms with requestAnimationFrame (eased). Jumps at once when
 * the user prefers reduced motion; stops as soon as the user scrolls, touches or types.
 */
export function animateScroll(top: number, duration: number = DOCS_SCROLL_MS): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, top);
    return;
  }
  const start = window.scrollY;
  const startTime = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    stopEvents.forEach((name) => window.removeEventListener(name, stop));
  };
  const step = (now: number) => {
    const progress = Math.min((now - startTime) / duration, 1);
    window.scrollTo(0, start + (top - start) * easeInOut(progress));
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  stopEvents.forEach((name) => window.addEventListener(name, stop, { passive: true }));
  frame = requestAnimationFrame(step);
}

/** Scrolls to the element with this id, leaving 70 px above it. */
export function scrollToSection(id: string): void {
  const element = document.getElementById(id);
  if (element) animateScroll(element.getBoundingClientRect().top + window.scrollY - DOCS_SCROLL_OFFSET);
}
