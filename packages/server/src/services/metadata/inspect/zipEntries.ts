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

/** The signature of a local file header, as bytes to search for. */
const LOCAL_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Local file headers counted from the start of the archive, up to `stopAfter` (the caller only needs to know whether
 * there are more than a limit, so a file of many thousands of headers costs what one over the limit costs): an entry
 * whose sizes its header gives is skipped whole (its data may hold anything), the next header is then searched for.
 * Every step moves forward, so the cost is at most linear in the file's size.
 */
function localHeaderCount(view: Buffer, stopAfter: number): number {
  let count = 0;
  for (let at = 0; count < stopAfter && at >= 0 && at + 30 <= view.length; at = view.indexOf(LOCAL_MAGIC, at)) {
    count += 1;
    const dataStart = at + 30 + view.readUInt16LE(at + 26) + view.readUInt16LE(at + 28);
    const compressed = view.readUInt32LE(at + 18);
    // Bit 3: the sizes follow the data; 0xFFFFFFFF: they are in a zip64 extra field. Either way, search from the data.
    const known = (view.readUInt16LE(at + 6) & 8) === 0 && compressed !== 0xffffffff;
    at = Math.max(at + 4, dataStart + (known ? compressed : 0));
  }
  return count;
}

/**
 * True when a zip holds more than `limit` entries by what its end record declares or by the local file headers it
 * holds, so an archive without a central directory (or whose end record under-counts) is judged the same as a
 * well-formed one. Headers are counted only until the limit is passed; false when the bytes do not start as a zip.
 */
export function zipHasMoreEntriesThan(bytes: Uint8Array, limit: number): boolean {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (view.length < 22 || view.readUInt32LE(0) !== 0x04034b50) return false;
  const end = findEndRecord(view);
  if (end >= 0 && view.readUInt16LE(end + 10) > limit) return true;
  return localHeaderCount(view, limit + 1) > limit;
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
