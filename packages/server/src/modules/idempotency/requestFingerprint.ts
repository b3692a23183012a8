import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bufferedPartsOf } from '../gateway/uploadParts';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * What makes two requests "the same request" for an Idempotency-Key: SHA-256 of the method, the URL (path and
 * query as sent) and a hash of the body: the parsed JSON or form body, or, for a multipart request read ahead by
 * bufferParts, each part's field name, file name and value or bytes (so a new multipart boundary on a retry does
 * not matter).
 */
export function requestFingerprint(request: FastifyRequest): string {
  const parts = bufferedPartsOf(request);
  const body = parts
    ? sha256(
        parts
          .map((part) =>
            part.type === 'field'
              ? `field:${sha256(part.fieldname)}:${sha256(part.value)}`
              : `file:${sha256(part.fieldname)}:${sha256(part.filename)}:${part.data ? sha256(part.data) : 'unread'}`,
          )
          .join('\n'),
      )
    : sha256(JSON.stringify(request.body ?? null));
  return sha256(`${request.method}\n${request.url}\n${body}`);
}
