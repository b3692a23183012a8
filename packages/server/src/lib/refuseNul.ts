import { GATEWAY_PREFIX } from '@csi/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './HttpError';

/** The path (e.g. `body.items.0.name`) of a string or key in `value` holding a NUL, or null. */
function findNul(value: unknown, at: string): string | null {
  // Iterative, so a deeply nested JSON body cannot overflow the stack.
  const pending: [unknown, string][] = [[value, at]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, where] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return where;
    } else if (item !== null && typeof item === 'object' && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return where;
        pending.push([child, `${where}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * preValidation hook for every route: a NUL character in a path parameter, the query or a parsed body
 * answers 400 `{ msg }` naming the field. PostgreSQL text cannot hold NUL and would fail with a 500, so
 * this is refused once for the whole app rather than in each route's schema. Multipart fields are read
 * by their handlers, after this hook. Gateway bodies (`/csi-p/...`) are exempt: they are the data a caller
 * asks a service to process (text to encrypt may hold any character) and are never stored.
 */
export async function refuseNul(request: FastifyRequest): Promise<void> {
  const body = request.url.startsWith(`/${GATEWAY_PREFIX}`) ? undefined : request.body;
  const parts = { params: request.params, query: request.query, body };
  for (const [part, value] of Object.entries(parts)) {
    const where = findNul(value, part);
    if (where) throw new HttpError(400, `Invalid request: ${where} must not contain NUL characters.`);
  }
}
