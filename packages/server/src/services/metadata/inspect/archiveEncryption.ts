import { rarEncryption } from './rarEncrypted';
import { sevenZipEncrypted } from './sevenZipEncrypted';

/** A password-protected 7z or RAR archive (zip entries are read by zipEntries). */
export interface LockedArchive {
  format: '7z' | 'RAR';
  /** True when even the file names are encrypted. */
  headersEncrypted: boolean;
}

/** The 7z or RAR archive's encryption, read from its headers without decompressing; null when not locked. */
export function archiveEncryption(bytes: Uint8Array): LockedArchive | null {
  if (sevenZipEncrypted(bytes)) return { format: '7z', headersEncrypted: false };
  const rar = rarEncryption(bytes);
  return rar ? { format: 'RAR', headersEncrypted: rar === 'headers' } : null;
}
