/** Readers accept the `%PDF-` header anywhere in the first 1024 bytes. */
const HEADER_WINDOW = 1024;

/** True when the content (not the name) says PDF: a `%PDF-` header within the first 1024 bytes. */
export function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.length, HEADER_WINDOW)).includes('%PDF-');
}
