import type { FastifySchema, RouteOptions } from 'fastify';
import type { OperationDoc } from './OperationDoc';
import { operationDocs } from './operations/operationDocs';

/** `postUsfwAuthLogin` from `POST /usfw/auth/login`; a path parameter adds its name (`:id` → `Id`). */
const operationId = (method: string, url: string) =>
  method.toLowerCase() +
  url
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** The headers a handler reads itself, as a JSON schema for the document. */
const headersSchema = (headers: NonNullable<OperationDoc['headers']>) => ({
  type: 'object',
  properties: Object.fromEntries(
    Object.entries(headers).map(([name, { description, schema }]) => [name, { ...schema, description }]),
  ),
});

/**
 * The swagger `transform`: adds a route's documentation (operations/) to a copy of its schema for the document only
 * (tags, summary, security, the answers as `response`, examples); Fastify validates and serializes with the route's
 * own schema, untouched. Routes without documentation (pages, health checks, the simulated checkout) are hidden.
 */
export function documentRoute({ schema, url, route }: { schema: FastifySchema; url: string; route: RouteOptions }): {
  schema: FastifySchema;
  url: string;
} {
  const method = typeof route.method === 'string' ? route.method : undefined;
  const doc = method ? operationDocs[`${method} ${url}`] : undefined;
  if (!method || !doc) return { schema: { ...schema, hide: true } as FastifySchema, url };
  const { tags, summary, description, security, responses, bodyExample, headers, body } = doc;
  let bodySchema = body?.schema ?? schema?.body;
  if (bodySchema && bodyExample !== undefined) bodySchema = { ...bodySchema, examples: [bodyExample] };
  const documented: Record<string, unknown> = {
    ...schema,
    operationId: operationId(method, url),
    tags,
    summary,
    ...(description ? { description } : {}),
    security,
    response: responses,
    ...(bodySchema ? { body: bodySchema } : {}),
    ...(body ? { consumes: [body.mediaType] } : {}),
    ...(headers ? { headers: headersSchema(headers) } : {}),
  };
  return { schema: documented as FastifySchema, url };
}
