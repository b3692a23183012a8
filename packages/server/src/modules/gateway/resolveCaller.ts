import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { createBatcher } from '../../lib/createBatcher';
import { GATEWAY_MESSAGES } from './messages';

/** The account behind a gateway call. */
export interface GatewayCaller {
  userId: number;
  apiUsername: string;
  apiKeyBlocked: boolean;
  suspended: boolean;
  /** Live calls need a verified e-mail address. */
  emailVerified: boolean;
}

/** Finds the account of an API key; the result of createCallerLookup. */
export type CallerLookup = (apiKey: string) => Promise<GatewayCaller | undefined>;

/** How many callers a cache keeps before it starts again (API keys are 64 hex characters: about 2 MB). */
const MAX_CACHED_CALLERS = 10_000;

/**
 * Looks accounts up by their current API key, found by its keyed hash (`apiKeyHash`, secrets/createSecretBox.ts; the
 * key itself is not stored): one indexed query per event-loop turn for all concurrent calls.
 *
 * With `version` (the embedded database's callersVersion: a count that moves on every committed change to a caller's
 * key, username, block, suspension or e-mail verification, before the answer of the statement that made it), a
 * caller found is kept while the count stays, so a rotated, blocked or suspended key takes effect at once and a
 * repeat caller costs no statement. An answer is kept as of the count before its query, so a change that lands while
 * the query runs (it may have been read before or after it) leaves it stale; an unknown key is never kept. Without
 * `version` (PostgreSQL, where other instances write) every call is looked up.
 */
export function createCallerLookup(
  db: Kysely<Database>,
  apiKeyHash: (apiKey: string) => string,
  version?: (() => number) | null,
): CallerLookup {
  const query = createBatcher(async (keys: string[]) => {
    const hashes = keys.map(apiKeyHash);
    const users = await db
      .selectFrom('users')
      .select([
        'id',
        'apiKeyHash',
        'apiUsername',
        'apiKeyBlocked',
        'accSuspendedAdmin',
        'accSuspendedUser',
        'emailVerified',
      ])
      .where('apiKeyHash', 'in', [...new Set(hashes)])
      .execute();
    const byHash = new Map(
      users.map((u) => [
        u.apiKeyHash,
        {
          userId: Number(u.id),
          apiUsername: u.apiUsername,
          apiKeyBlocked: u.apiKeyBlocked,
          suspended: u.accSuspendedAdmin || u.accSuspendedUser,
          emailVerified: u.emailVerified,
        },
      ]),
    );
    return hashes.map((hash) => byHash.get(hash));
  });
  if (!version) return query;
  const kept = new Map<string, { caller: GatewayCaller; version: number }>();
  return async (apiKey) => {
    const before = version();
    const hit = kept.get(apiKey);
    if (hit?.version === before) return hit.caller;
    const caller = await query(apiKey);
    // Kept as of `before`: if the count moved while the query ran, the entry is stale at once.
    if (caller) {
      if (kept.size >= MAX_CACHED_CALLERS) kept.clear();
      kept.set(apiKey, { caller, version: before });
    }
    return caller;
  };
}

/** The account whose API key is `x-api-key` and whose API username is `x-app-username`; 400 when they do not belong together. */
export async function resolveCaller(lookup: CallerLookup, headers: IncomingHttpHeaders): Promise<GatewayCaller> {
  const apiKey = headers['x-api-key'];
  const apiUsername = headers['x-app-username'];
  if (typeof apiKey !== 'string' || typeof apiUsername !== 'string' || !apiKey || apiKey.length > 200) {
    throw new HttpError(400, GATEWAY_MESSAGES.wrongCredentials);
  }
  const caller = await lookup(apiKey);
  if (!caller || caller.apiUsername !== apiUsername) throw new HttpError(400, GATEWAY_MESSAGES.wrongCredentials);
  return caller;
}
