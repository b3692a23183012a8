import type { FastifySchema, RouteOptions } from 'fastify';
import type { DocResponses } from './docResponses';
import { operationDocs } from './operations/operationDocs';

/** `postUsfwAuthLogin` from `POST /usfw/auth/login`; a path parameter adds its name (`:id` → `Id`). */
const operationId = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/**
 * The answers of the document: each of the route's own response schemas (its 2xx; the 4xx/5xx ranges are described
 * status by status in the docs) with the doc's description and example, then the doc's other answers (its errors,
 * its non-JSON answers).
 */
function documentedResponses(routeResponses: unknown, responses: DocResponses): DocResponses {
  const out: DocResponses = { ...responses };
  for (const [status, schema] of Object.entries((routeResponses ?? {}) as Record<string, object>)) {
    if (!/^\d{3}$/.test(status)) continue;
    const { description = 'Answered.', example } = responses[status] ?? {};
    const media = { schema, ...(example === undefined ? {} : { example }) };
    out[status] = { description, content: { 'application/json': media } };
  }
  return out;
}

/**
 * The swagger `transform`: adds a route's documentation (operations/) to a copy of its schema for the document only
 * (tags, summary, security, the answers with their examples, the body example); Fastify validates and serializes with
 * the route's own schema, untouched. The request and answer schemas are the route's; the docs add words, examples and
 * error messages. Routes without documentation (pages, health checks, the simulated checkout) are hidden.
 */
export function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): {
  schema: FastifySchema;
  url: string;
} {
  const method = typeof route.method === 'string' ? route.method : undefined;
  const doc = method ? operationDocs[`${method} ${url}`] : undefined;
  if (!method || !doc) return { schema: { ...schema, hide: true } as FastifySchema, url };
  const { tags, summary, description, security, responses, bodyExample, body } = doc;
  let bodySchema = body?.schema ?? schema?.body;
  if (bodySchema && bodyExample !== undefined) bodySchema = { ...bodySchema, examples: [bodyExample] };
  const documented: Record<string, unknown> = {
    ...schema,
    operationId: operationId(method, url),
    tags,
    summary,
    ...(description ? { description } : {}),
    security,
    response: documentedResponses(schema?.response, responses),
    ...(bodySchema ? { body: bodySchema } : {}),
    ...(body ? { consumes: [body.mediaType] } : {}),
  };
  return { schema: documented as FastifySchema, url };
}
