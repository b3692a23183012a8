/** An e-mail address: something@something.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Shortest accepted password. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * A person's name as people write it (the hire form's full-name rule, also the contact form's): letters, with
 * spaces, hyphens and apostrophes (straight or typographic, as phone keyboards type them), and at least one letter.
 */
export const PERSON_NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’-]+$/u;
