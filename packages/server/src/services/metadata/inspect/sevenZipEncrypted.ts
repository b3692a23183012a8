const SIGNATURE = Buffer.from('377abcaf271c', 'hex');
/** The 7z coder id of AES-256 + SHA-256 (7zAES). */
const AES_CODER = Buffer.from('06f10701', 'hex');
const K_HEADER = 0x01;
const K_ENCODED_HEADER = 0x17;
/** Bytes of the next header looked at: coder lists sit near its start. */
const MAX_HEADER_BYTES = 1024 * 1024;

/**
 * True when a 7z archive shows the AES coder (06F10701) in its next header: a plain header listing encrypted
 * folders, or a kEncodedHeader whose header is itself encrypted (7z -mhe=on). A password-protected archive
 * whose header is only LZMA-compressed hides its coder list and is not detected (no LZMA decoder here).
 */
export function sevenZipEncrypted(bytes: Uint8Array): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (view.length < 32 || !view.subarray(0, 6).equals(SIGNATURE)) return false;
  const offset = view.readBigUInt64LE(12);
  const size = view.readBigUInt64LE(20);
  const start = 32n + offset;
  if (start >= BigInt(view.length) || size === 0n) return false;
  const end = Math.min(view.length, Number(start) + Math.min(Number(size), MAX_HEADER_BYTES));
  const header = view.subarray(Number(start), end);
  if (header[0] !== K_HEADER && header[0] !== K_ENCODED_HEADER) return false;
  // A coder is `flags (id size in the low 4 bits) ‖ id`: look for the AES id after a flags byte saying 4.
  for (let at = header.indexOf(AES_CODER, 1); at > 0; at = header.indexOf(AES_CODER, at + 1)) {
    if (((header[at - 1] ?? 0) & 0x0f) === AES_CODER.length) return true;
  }
  return false;
}
