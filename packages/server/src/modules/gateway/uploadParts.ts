import type { FastifyRequest } from 'fastify';

/** One part of a multipart request as readUpload sees it, whether streamed or read ahead (bufferParts). */
export type UploadPart =
  | { type: 'field'; fieldname: string; value: string }
  | {
      type: 'file';
      fieldname: string;
      filename: string;
      /** The file's bytes; rejects when it is larger than the limit (RequestFileTooLargeError) or cannot be read. */
      read(): Promise<Buffer>;
      /** True when the file was cut at the size limit. */
      truncated(): boolean;
      /** Skips the file's bytes. */
      discard(): void;
    };

/** A multipart request read into memory ahead of its handler. */
interface BufferedUpload {
  parts: (
    | { type: 'field'; fieldname: string; value: string }
    | { type: 'file'; fieldname: string; filename: string; data: Buffer | null; error: unknown; truncated: boolean }
  )[];
  /** What ended the reading early (a malformed body, too many parts), rethrown after the parts. */
  error: unknown;
}

const buffered = new WeakMap<FastifyRequest, BufferedUpload>();

/** The parts of `request` straight from its stream, with files of at most `maxBytes`. */
async function* streamedParts(request: FastifyRequest, maxBytes: number): AsyncGenerator<UploadPart> {
  for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
    if (part.type === 'field') {
      yield { type: 'field', fieldname: part.fieldname, value: String(part.value) };
    } else {
      yield {
        type: 'file',
        fieldname: part.fieldname,
        filename: part.filename,
        read: () => part.toBuffer(),
        truncated: () => part.file.truncated,
        discard: () => part.file.resume(),
      };
    }
  }
}

/** The parts bufferParts read, then the error that ended its reading, if any. */
async function* replayedParts(upload: BufferedUpload): AsyncGenerator<UploadPart> {
  for (const part of upload.parts) {
    if (part.type === 'field') {
      yield part;
    } else {
      const { data, error } = part;
      yield {
        type: 'file',
        fieldname: part.fieldname,
        filename: part.filename,
        read: () => (data ? Promise.resolve(data) : Promise.reject(error)),
        truncated: () => part.truncated,
        discard: () => undefined,
      };
    }
  }
  if (upload.error) throw upload.error;
}

/** The parts of a multipart request: read ahead by bufferParts when it ran, else from the stream. */
export function uploadParts(request: FastifyRequest, maxBytes: number): AsyncGenerator<UploadPart> {
  const upload = buffered.get(request);
  return upload ? replayedParts(upload) : streamedParts(request, maxBytes);
}

/**
 * Reads every part of a multipart request into memory before its handler runs (files of at most `maxBytes`; the
 * server accepts one file per request), so its content can be hashed first (an Idempotency-Key's fingerprint);
 * the handler's uploadParts then replays them, with the same errors at the same places. Call it only for a
 * multipart request.
 */
export async function bufferParts(request: FastifyRequest, maxBytes: number): Promise<BufferedUpload> {
  const upload: BufferedUpload = { parts: [], error: null };
  buffered.set(request, upload);
  try {
    for await (const part of streamedParts(request, maxBytes)) {
      if (part.type === 'field') {
        upload.parts.push(part);
        continue;
      }
      const file = { type: 'file' as const, fieldname: part.fieldname, filename: part.filename };
      try {
        upload.parts.push({ ...file, data: await part.read(), error: null, truncated: part.truncated() });
      } catch (error) {
        // The handler meets this error when it reads this file; reading stops here, as it would there.
        upload.parts.push({ ...file, data: null, error, truncated: part.truncated() });
        break;
      }
    }
  } catch (error) {
    upload.error = error;
  }
  return upload;
}

/** The parts bufferParts read for `request`, as fingerprint input (undefined when it did not run). */
export function bufferedPartsOf(request: FastifyRequest): BufferedUpload['parts'] | undefined {
  return buffered.get(request)?.parts;
}
