import type { IncomingHttpHeaders } from 'node:http';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import { createBatcher } from '../../lib/createBatcher';
import { GATEWAY_MESSAGES } from './messages';

/** The account behind a gateway call. */
export interface GatewayCaller {
  userId: number;
  apiKey: string;
  apiUsername: string;
  apiKeyBlocked: boolean;
  suspended: boolean;
  /** Live calls need a verified e-mail address. */
  emailVerified: boolean;
}

/** Finds the account of an API key; the result of createCallerLookup. */
export type CallerLookup = (apiKey: string) => Promise<GatewayCaller | undefined>;

/**
 * Looks accounts up by their current API key: one indexed query per event-loop turn for all concurrent
 * calls, and no cache, so a rotated or blocked key takes effect at once.
 */
export function createCallerLookup(db: Kysely<Database>): CallerLookup {
  return createBatcher(async (keys: string[]) => {
    const users = await db
      .selectFrom('users')
      .select([
        'id',
        'apiKey',
        'apiUsername',
        'apiKeyBlocked',
        'accSuspendedAdmin',
        'accSuspendedUser',
        'emailVerified',
      ])
      .where('apiKey', 'in', [...new Set(keys)])
      .execute();
    const byKey = new Map(
      users.map((u) => [
        u.apiKey,
        {
          userId: Number(u.id),
          apiKey: u.apiKey,
          apiUsername: u.apiUsername,
          apiKeyBlocked: u.apiKeyBlocked,
          suspended: u.accSuspendedAdmin || u.accSuspendedUser,
          emailVerified: u.emailVerified,
        },
      ]),
    );
    return keys.map((key) => byKey.get(key));
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
