import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The header that carries a request's id, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A caller's id the server keeps: 8 to 128 letters, digits, `.`, `_`, `:` or `-` (UUIDs, ULIDs, trace ids, a
 * proxy's `<host>:<n>`). Anything else (too short, too long, spaces, quotes, control characters) is replaced,
 * so an id can never forge a log line or a header.
 */
export const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the caller's `X-Request-Id` when it is sane, a new UUID otherwise. (Fastify's own
 * `requestIdHeader` option would take any header value unchecked, so this reads the header itself.)
 */
export function genRequestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Sets the X-Request-Id header of `reply` (framework errors answer before any hook runs, so they call it too). */
export function sendRequestId(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(REQUEST_ID_HEADER, request.id);
}

/** True for an error body in the `{ msg }` envelope that does not carry a request id yet. */
const isErrorBody = (payload: unknown): payload is { msg: string; requestId?: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  !Array.isArray(payload) &&
  typeof (payload as { msg?: unknown }).msg === 'string' &&
  !('requestId' in payload);

/**
 * Every response carries `X-Request-Id` (an onRequest hook on the root, so it also reaches 404s, static files and
 * the pages), and every error body (status 400 and above, `{ msg }`) carries `requestId` beside its `msg`, in one
 * place: a preSerialization hook, which sees every object body before it is written (the error handler's, the
 * routes' own 4xx answers, the gateway's service errors). Register before any route or plugin.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    sendRequestId(request, reply);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isErrorBody(payload)) {
      done(null, { ...payload, requestId: request.id });
    } else {
      done(null, payload);
    }
  });
}
