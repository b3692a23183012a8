/** One entry of a zip archive's central directory. */
export interface ZipEntry {
  name: string;
  /** General-purpose flag bit 0: the entry is encrypted. */
  encrypted: boolean;
}

const EOCD_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const MAX_ENTRIES = 10_000;

/** Offset of the end-of-central-directory record (it sits in the last 65,557 bytes). */
function findEndRecord(view: Buffer): number {
  const stop = Math.max(0, view.length - 65_557);
  for (let at = view.length - 22; at >= stop; at -= 1) {
    if (view.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  return -1;
}

/**
 * The number of entries a zip's end record declares (65,535 for a zip64 archive, which may hold more), read in
 * constant time; null when the bytes are not a readable zip.
 */
export function zipEntryCount(bytes: Uint8Array): number | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (view.length < 22 || view.readUInt32LE(0) !== 0x04034b50) return null;
  const end = findEndRecord(view);
  return end < 0 ? null : view.readUInt16LE(end + 10);
}

/**
 * Lists a zip's entries from its central directory without decompressing anything (so zip bombs
 * cost nothing); null when the bytes are not a readable zip. Stops at 10,000 entries.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (view.length < 22 || view.readUInt32LE(0) !== 0x04034b50) return null;
  const end = findEndRecord(view);
  if (end < 0) return null;
  const count = Math.min(view.readUInt16LE(end + 10), MAX_ENTRIES);
  let at = view.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count && at + 46 <= view.length; index += 1) {
    if (view.readUInt32LE(at) !== ENTRY_SIGNATURE) break;
    const nameLength = view.readUInt16LE(at + 28);
    const skip = view.readUInt16LE(at + 30) + view.readUInt16LE(at + 32);
    entries.push({
      name: view.toString('utf8', at + 46, Math.min(view.length, at + 46 + nameLength)),
      encrypted: (view.readUInt16LE(at + 8) & 1) === 1,
    });
    at += 46 + nameLength + skip;
  }
  return entries;
}
