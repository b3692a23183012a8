import { fileTypeFromBuffer } from 'file-type';

/** The type a file's content shows, whatever its name says. */
export interface DetectedType {
  mime: string;
  ext: string;
}

/** Detects the type from the content (magic numbers, file-type); null for text and unknown formats. */
export async function sniffType(bytes: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return found ? { mime: found.mime, ext: found.ext } : null;
}
