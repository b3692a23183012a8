import { PLAYGROUND_ENVIRONMENTS } from '@csi/contract';
import { Type, type Static } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';
import { stringEnum } from '../../lib/stringEnum';
import { wholeNumber } from '../../lib/wholeNumber';

/** Most calls one page answers. */
export const MAX_CALLS_PAGE = 500;
/** Calls per page when `limit` is not given. */
export const DEFAULT_CALLS_PAGE = 50;
/** Largest offset accepted. */
export const MAX_CALLS_OFFSET = 1_000_000;

/** The msgs of a bad page (400). */
export const CALLS_QUERY_MESSAGES = {
  limit: `limit must be a whole number from 1 to ${MAX_CALLS_PAGE}.`,
  offset: `offset must be a whole number from 0 to ${MAX_CALLS_OFFSET}.`,
} as const;

/** The query schema of my-calls: a bad filter answers 400 `Invalid request: <field> <what is wrong>.` */
export const callsQuerySchema = objectSchema({
  environment: Type.Optional(stringEnum(PLAYGROUND_ENVIRONMENTS, { description: 'Only calls of this environment.' })),
  status: Type.Optional(stringEnum(['ok', 'error'], { description: 'ok: 2xx answers; error: every other answer.' })),
  api: Type.Optional(
    Type.String({
      pattern: '^/[A-Za-z0-9/_.-]{0,199}$',
      description: "Only calls of this API, by its endpoint path (e.g. '/encrypt-data').",
    }),
  ),
  // Strings: the server does not coerce query strings; parseCallsQuery checks them with the spec's messages.
  limit: Type.String({ description: `Calls per page, 1 to ${MAX_CALLS_PAGE}.`, default: '50' }),
  offset: Type.String({ description: 'Calls to skip, newest first.', default: '0' }),
});

/** The query of `GET usfw/api-usage/my-calls` as it arrives. */
export type CallsQueryText = Static<typeof callsQuerySchema>;

/** The filters and page, validated (absent filters match every call). */
export type CallsQuery = Omit<CallsQueryText, 'limit' | 'offset'> & { limit: number; offset: number };

/** The validated query of my-calls. */
export function parseCallsQuery({ limit, offset, ...filters }: CallsQueryText): CallsQuery {
  return {
    ...filters,
    limit: wholeNumber(limit, DEFAULT_CALLS_PAGE, 1, MAX_CALLS_PAGE, CALLS_QUERY_MESSAGES.limit),
    offset: wholeNumber(offset, 0, 0, MAX_CALLS_OFFSET, CALLS_QUERY_MESSAGES.offset),
  };
}
