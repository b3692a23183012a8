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

/**
 * Looks accounts up by their current API key, found by its keyed hash (`apiKeyHash`, secrets/createSecretBox.ts; the
 * key itself is not stored): one indexed query per event-loop turn for all concurrent calls.
 */
export function createCallerLookup(db: Kysely<Database>, apiKeyHash: (apiKey: string) => string): CallerLookup {
  return createBatcher(async (keys: string[]) => {
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
