/** The shortest PDF password (characters): shorter ones fall to an offline search in seconds. */
export const MIN_PDF_PASSWORD_LENGTH = 8;

/**
 * Checks a password that a PDF is encrypted with (`name`: 'PDF password', or 'PDF owner password'): at least
 * MIN_PDF_PASSWORD_LENGTH characters; the message or `null`. An empty password is the caller's own case (required).
 */
export function validatePdfPassword(password: string, name = 'PDF password'): string | null {
  if ([...password].length < MIN_PDF_PASSWORD_LENGTH) {
    return `The ${name} must be at least ${MIN_PDF_PASSWORD_LENGTH} characters long.`;
  }
  return null;
}
