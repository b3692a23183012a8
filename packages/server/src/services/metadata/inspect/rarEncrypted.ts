const RAR4 = Buffer.from('526172211a0700', 'hex');
const RAR5 = Buffer.from('526172211a070100', 'hex');
/** Block headers looked at per archive. */
const MAX_BLOCKS = 10_000;

/** How a RAR archive is locked: its headers (file names too) or some entries; null when it is not. */
export type RarEncryption = 'headers' | 'entries' | null;

/** A RAR5 variable-length integer (7 bits a byte, low first) at `at`, and where it ends. */
function readVint(view: Buffer, at: number): { value: number; next: number } | null {
  let value = 0;
  for (let i = 0; i < 10 && at + i < view.length; i += 1) {
    const byte = view[at + i] ?? 0;
    value += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return { value, next: at + i + 1 };
  }
  return null;
}

/** RAR5: an archive encryption header (type 4, `rar -hp`), or a file header (type 2) with an encryption record (0x01). */
function rar5Encryption(view: Buffer): RarEncryption {
  let at = RAR5.length;
  for (let block = 0; block < MAX_BLOCKS && at + 4 < view.length; block += 1) {
    const size = readVint(view, at + 4);
    if (!size || size.value === 0) return null;
    const headerEnd = size.next + size.value;
    const type = readVint(view, size.next);
    const flags = type && readVint(view, type.next);
    if (!type || !flags || headerEnd > view.length) return null;
    if (type.value === 4) return 'headers';
    let field = flags.next;
    let extraSize = 0;
    let dataSize = 0;
    if (flags.value & 0x01) {
      const extra = readVint(view, field);
      if (!extra) return null;
      [extraSize, field] = [extra.value, extra.next];
    }
    if (flags.value & 0x02) {
      const data = readVint(view, field);
      if (!data) return null;
      dataSize = data.value;
    }
    if (type.value === 2 && extraSize > 0 && hasEncryptionRecord(view, headerEnd - extraSize, headerEnd)) {
      return 'entries';
    }
    at = headerEnd + dataSize;
  }
  return null;
}

/** True when the extra area [from, to) of a RAR5 file header holds a file encryption record (type 0x01). */
function hasEncryptionRecord(view: Buffer, from: number, to: number): boolean {
  let at = from;
  while (at < to) {
    const size = readVint(view, at);
    const type = size && readVint(view, size.next);
    if (!size || !type || size.value === 0) return false;
    if (type.value === 0x01) return true;
    at = size.next + size.value;
  }
  return false;
}

/** RAR4 (1.5–4.x): the main header's MHD_PASSWORD flag (0x0080) or a file header's LHD_PASSWORD flag (0x0004). */
function rar4Encryption(view: Buffer): RarEncryption {
  let at = RAR4.length;
  for (let block = 0; block < MAX_BLOCKS && at + 7 <= view.length; block += 1) {
    const type = view[at + 2];
    const flags = view.readUInt16LE(at + 3);
    const size = view.readUInt16LE(at + 5);
    if (size < 7) return null;
    if (type === 0x73 && flags & 0x0080) return 'headers';
    if (type === 0x74 && flags & 0x0004) return 'entries';
    const added = flags & 0x8000 || type === 0x74 ? (at + 11 <= view.length ? view.readUInt32LE(at + 7) : 0) : 0;
    at += size + added;
  }
  return null;
}

/** Whether a RAR archive (RAR4 or RAR5) is password-protected, read from its block headers only. */
export function rarEncryption(bytes: Uint8Array): RarEncryption {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (view.subarray(0, RAR5.length).equals(RAR5)) return rar5Encryption(view);
  if (view.subarray(0, RAR4.length).equals(RAR4)) return rar4Encryption(view);
  return null;
}
