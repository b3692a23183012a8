import { fileTypeFromBuffer } from 'file-type';

/** The image types accepted, by MIME type, with the extension they are stored under. */
export const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/** The MIME type and extension of a PNG, JPEG, GIF or WebP image, read from its bytes (never its name); null otherwise. */
export async function sniffImage(data: Buffer): Promise<{ mime: string; ext: string } | null> {
  const type = await fileTypeFromBuffer(data);
  const ext = type ? IMAGE_TYPES[type.mime] : undefined;
  return type && ext ? { mime: type.mime, ext } : null;
}
