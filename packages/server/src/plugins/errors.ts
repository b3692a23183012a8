import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/HttpError';
import { isConnectionError } from '../lib/isConnectionError';
import { sendRequestId } from './requestId';
import { validationMessage } from './validationMessage';

/** The msg of a URL whose percent-encoding does not decode (e.g. `/usfw/x%E0`). */
export const BAD_URL_MESSAGE = 'Bad request: the URL is not correctly percent-encoded.';
const INTERNAL_MESSAGE = 'Internal server error. Please try again later.';
/** The msg of a request that met a database connection that was cut or could not be made. */
export const UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable (its database is reconnecting). Please retry shortly.';
/** Seconds a caller should wait before retrying after UNAVAILABLE_MESSAGE. */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

/** Statuses Fastify raises for bad input, with the message the client reads. */
function clientMessage(error: FastifyError, request: FastifyRequest): { status: number; msg: string } | null {
  if (error.validation) return { status: 400, msg: validationMessage(error, request) };
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return { status: 413, msg: 'Request body is too large.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, msg: 'Malformed JSON body.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, msg: 'Unsupported content type.' };
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, msg: 'Expected a multipart/form-data request.' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, msg: error.message };
  }
  return null;
}

/** Every error answers `{ msg }` (plus `requestId`, see requestId.ts) with a fitting status; unexpected ones are logged and answer 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body = error.code ? { msg: error.message, code: error.code } : { msg: error.message };
      return reply.status(error.statusCode).headers(error.headers).send(body);
    }
    const known = clientMessage(error as FastifyError, request);
    if (known) return reply.status(known.status).send({ msg: known.msg });
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'database connection unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send({ msg: UNAVAILABLE_MESSAGE });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ msg: INTERNAL_MESSAGE });
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals, raised before any route or error
 * handler runs, answer in the same `{ msg }` envelope instead of Fastify's default body.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // These answers pass no hook: the request id goes into the header and body here.
  sendRequestId(request, reply);
  const { id: requestId } = request;
  if (error.code === 'FST_ERR_BAD_URL') {
    reply.status(400).send({ msg: BAD_URL_MESSAGE, requestId });
  } else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    reply.status(414).send({ msg: 'Bad request: a part of the URL path is too long.', requestId });
  } else {
    request.log.error({ err: error }, 'framework error');
    reply.status(500).send({ msg: INTERNAL_MESSAGE, requestId });
  }
}
