import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/HttpError';

/**
 * Deepest nesting of arrays and objects a JSON body may have. No route or service reads anything near it; the cap
 * exists because code that walks a parsed body recursively (JSON.stringify, schema validation, serializers) throws
 * RangeError on thousands of levels, which would otherwise surface as a 500 somewhere downstream.
 */
export const MAX_JSON_DEPTH = 64;
export const JSON_TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`;

/** Whether `value` nests arrays and objects deeper than `max` levels; iterative, so any depth is safe to measure. */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser (secure-json-parse, prototype poisoning refused) plus a
 * depth check, so every route, the gateway included, refuses a body nested deeper than MAX_JSON_DEPTH with 400
 * before any handler sees it. Size stays Fastify's bodyLimit (413, see errors.ts).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser<string>('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body, (error, parsed) => {
      if (error) done(error);
      else if (nestsDeeperThan(parsed, MAX_JSON_DEPTH)) done(new HttpError(400, JSON_TOO_DEEP_MESSAGE));
      else done(null, parsed);
    });
  });
}
