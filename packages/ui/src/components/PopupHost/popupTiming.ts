/** How long a success popup stays before it is gone, in ms (SPEC section 9). */
export const POPUP_DURATION_MS = 3000;

/** Length of the fade-in and of the fade-out, in ms; the fade-out ends when the popup hides. */
export const POPUP_FADE_MS = 500;
