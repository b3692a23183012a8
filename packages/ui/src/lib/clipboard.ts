/** The message when there is nothing to copy (SPEC section 8). */
export const NO_TEXT_TO_COPY = 'No text to copy';
/** The message when the browser refuses to copy. */
export const COPY_FAILED = 'Copy failed';

/** Writes `text` to the system clipboard; rejects with NO_TEXT_TO_COPY when empty, COPY_FAILED when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (text === '') throw new Error(NO_TEXT_TO_COPY);
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    throw new Error(COPY_FAILED);
  }
}
