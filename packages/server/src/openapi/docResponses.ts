/** An OpenAPI response object. */
export type DocResponse = {
  description: string;
  content?: Record<string, object>;
  headers?: Record<string, object>;
  /** The example of a JSON answer whose schema is the route's own. */
  example?: unknown;
};

/** Responses by status code. */
export type DocResponses = Record<string, DocResponse>;

const STATUS_TEXT: Record<string, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Refused for this caller',
  404: 'Not found',
  405: 'Method not allowed',
  409: 'Conflict',
  413: 'Request body is too large',
  415: 'Unsupported content type',
  422: 'Idempotency-Key reused with another request',
  429: 'Too many requests',
  500: 'Internal server error',
  501: 'Not implemented',
  502: 'The upstream provider failed',
  503: 'Unavailable',
  504: 'Timed out',
};

/**
 * A JSON success answer `{ msg, data }`: its description and an example; its schema is the route's response schema
 * for that status (documentRoute adds it).
 */
export function ok(description: string, example?: { msg: string; data?: unknown }): DocResponse {
  return { description, ...(example ? { example: { data: null, ...example } } : {}) };
}

/** A JSON success answer that is not in the envelope. */
export const plain = (description: string, schema: object, mediaType = 'application/json'): DocResponse => ({
  description,
  content: { [mediaType]: { schema } },
});

/** Error messages by status code. */
export type ErrorMessages = Partial<Record<number, readonly string[]>>;

/**
 * Error answers `{ msg, requestId? }` by status, merged from `groups`, each message an example (the spec's own
 * messages where it has them).
 */
export function errors(...groups: ErrorMessages[]): DocResponses {
  const byStatus = new Map<string, string[]>();
  for (const group of groups) {
    for (const [status, messages] of Object.entries(group)) {
      byStatus.set(status, [...(byStatus.get(status) ?? []), ...(messages ?? [])]);
    }
  }
  const out: DocResponses = {};
  for (const [status, messages] of byStatus) {
    if (messages.length === 0) continue;
    const examples = Object.fromEntries(
      messages.map((msg, i) => [
        `e${i + 1}`,
        { summary: msg, value: { msg, requestId: 'b7c1f0e2-6a0c-4d52-9d3e-0d1f2a3b4c5d' } },
      ]),
    );
    out[status] = {
      description: STATUS_TEXT[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' }, examples } },
    };
  }
  return out;
}
