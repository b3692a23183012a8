import type { FastifyError, FastifyRequest } from 'fastify';

type Schema = { title?: string; properties?: Record<string, Schema>; items?: Schema };
type Problem = NonNullable<FastifyError['validation']>[number];

/** The schema of the field at `path` (JSON pointer segments) inside `schema`, if the schema describes it. */
function fieldSchema(schema: Schema | undefined, path: string[]): Schema | undefined {
  let at = schema;
  for (const segment of path) {
    if (!at) return undefined;
    at = at.properties?.[segment] ?? (/^\d+$/.test(segment) ? at.items : undefined);
  }
  return at;
}

/** What is wrong, in words, for a field the form labels `label`. */
function describe(label: string, problem: Problem): string {
  const params = problem.params as { limit?: number };
  switch (problem.keyword) {
    case 'required':
      return `${label} is required.`;
    case 'maxLength':
      return `${label} must be at most ${params.limit} characters.`;
    case 'minLength':
      return `${label} must be at least ${params.limit} characters.`;
    case 'maxItems':
      return `${label} may have at most ${params.limit} entries.`;
    case 'maximum':
      return `${label} must be at most ${params.limit}.`;
    case 'minimum':
      return `${label} must be at least ${params.limit}.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `${label} must be one of the choices offered.`;
    default:
      return `${label} is not valid.`;
  }
}

/**
 * The message of a request the route's schema refused. A field whose schema has a `title` (the label its form
 * shows) is named by that title in plain words: 'Message must be at most 5000 characters.'. Other fields are ones
 * a program sends (query filters, ids), named as the program wrote them: 'Invalid request: limit must be ...'.
 */
export function validationMessage(error: FastifyError, request: FastifyRequest): string {
  const problem = error.validation?.[0];
  if (!problem) return `Invalid request: ${error.message}.`;
  const path = problem.instancePath.split('/').filter(Boolean);
  const missing = (problem.params as { missingProperty?: string }).missingProperty;
  if (problem.keyword === 'required' && missing) path.push(missing);
  const part = error.validationContext as keyof NonNullable<typeof request.routeOptions.schema> | undefined;
  const schema = part ? (request.routeOptions.schema?.[part] as Schema | undefined) : undefined;
  const title = fieldSchema(schema, path)?.title;
  if (title) return describe(title, problem);
  const field = path.join('/');
  return field ? `Invalid request: ${field} ${problem.message ?? 'is invalid'}.` : `Invalid request: ${error.message}.`;
}
