import type { FastifyRequest } from 'fastify';
import { formatBytes } from '../../services/bounds/formatBytes';
import { ServiceError } from '../../services/ServiceError';
import type { Upload } from '../../services/types';
import { uploadParts } from './uploadParts';

/**
 * Reads a multipart request whose file may come in any of `fileFields`, buffering it in memory (or takes the parts
 * bufferParts read ahead).
 * Answers 415 when the request is not multipart, 413 when the file exceeds `maxBytes`, 400 for a file in another field.
 */
export async function readUpload(request: FastifyRequest, fileFields: string[], maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new ServiceError(415, 'Expected a multipart/form-data request.');
  const upload: Upload = { file: null, fields: {} };
  let unexpected: string | null = null;
  for await (const part of uploadParts(request, maxBytes)) {
    if (part.type === 'field') {
      if (!(part.fieldname in upload.fields)) upload.fields[part.fieldname] = part.value;
    } else if (!fileFields.includes(part.fieldname) || upload.file) {
      unexpected ??= part.fieldname;
      part.discard();
    } else {
      const data = await part.read().catch((error: unknown) => {
        if (error instanceof request.server.multipartErrors.RequestFileTooLargeError || part.truncated()) {
          throw new ServiceError(413, `File too large: the limit is ${formatBytes(maxBytes)}.`);
        }
        throw error;
      });
      upload.file = { fieldname: part.fieldname, filename: part.filename, data };
    }
  }
  if (unexpected !== null) {
    throw new ServiceError(400, `Unexpected file field "${unexpected}": send one file in the ${fileFields[0]} field.`);
  }
  return upload;
}
