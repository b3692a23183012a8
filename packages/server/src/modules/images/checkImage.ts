import { imageSize } from 'image-size';
import { HttpError } from '../../lib/HttpError';
import { sniffImage } from './sniffImage';

/** Largest width and height accepted, in pixels. */
export const MAX_IMAGE_SIDE = 4096;

/** image-size's name for each accepted extension. */
const DECODED_TYPE: Record<string, string> = { png: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp' };

/**
 * The type of an uploaded image, checked twice: by its magic bytes, then by decoding its header with image-size
 * (a file that only starts like a PNG fails here), with its dimensions within MAX_IMAGE_SIDE.
 */
export async function checkImage(file: Buffer): Promise<{ mime: string; ext: string; width: number; height: number }> {
  const type = await sniffImage(file);
  if (!type) throw new HttpError(415, 'Only PNG, JPEG, GIF and WebP images are accepted.');
  let size: { width?: number; height?: number; type?: string };
  try {
    size = imageSize(file);
  } catch {
    size = {};
  }
  const { width = 0, height = 0 } = size;
  if (size.type !== DECODED_TYPE[type.ext] || width < 1 || height < 1) {
    throw new HttpError(422, `The file could not be read as a ${type.ext.toUpperCase()} image.`);
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE) {
    throw new HttpError(
      422,
      `Images may be at most ${MAX_IMAGE_SIDE} × ${MAX_IMAGE_SIDE} pixels; this one is ${width} × ${height}.`,
    );
  }
  return { ...type, width, height };
}
