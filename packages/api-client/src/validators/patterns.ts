/** An e-mail address: something@something.tld with no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Shortest accepted password. */
export const MIN_PASSWORD_LENGTH = 8;
