import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError';

/**
 * Reads the image host's multipart upload: `file` (at most `maxBytes`, else 413) and `upload_preset`,
 * in any order; 400 when either is missing, 415 when the request is not multipart. Answers the file.
 */
export async function readImageUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpError(415, 'Expected a multipart/form-data request.');
  let file: Buffer | null = null;
  let uploadPreset = '';
  for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file') throw new HttpError(400, 'Send the image in the "file" field.');
      file = await part.toBuffer();
    } else if (part.fieldname === 'upload_preset') {
      uploadPreset = String(part.value).trim();
    }
  }
  if (!file?.length) throw new HttpError(400, 'An image file is required.');
  if (!uploadPreset) throw new HttpError(400, 'Upload preset must be specified.');
  return file;
}
