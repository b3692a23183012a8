import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { toIsoString } from '../../lib/toIsoString';
import { formatUsd } from '../billing';
import type { CallsQuery } from './callsQuery';
import type { CallPage } from './schemas';

/** One page of `userId`'s calls matching `query`, newest first, and how many match in all. */
export async function readCalls(
  db: Kysely<Database>,
  userId: number,
  { environment, status, api, limit, offset }: CallsQuery,
): Promise<CallPage> {
  let mine = db.selectFrom('apiCalls').where('userId', '=', userId);
  if (environment) mine = mine.where('environment', '=', environment);
  if (api) mine = mine.where('apiEndpoint', '=', api);
  if (status === 'ok') mine = mine.where('statusCode', '>=', 200).where('statusCode', '<', 300);
  if (status === 'error') mine = mine.where((eb) => eb.or([eb('statusCode', '<', 200), eb('statusCode', '>=', 300)]));
  const [rows, counted] = await Promise.all([
    mine.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const calls = rows.map((row) => ({
    id: Number(row.id),
    time: toIsoString(row.createdAt),
    apiEndpoint: row.apiEndpoint,
    serviceType: row.serviceType,
    environment: row.environment,
    wasForwarded: row.wasForwarded,
    statusCode: row.statusCode,
    latencyMs: row.latencyMs,
    cost: formatUsd(BigInt(row.costMicro)),
    requestId: row.requestId,
  }));
  return { calls, total: Number(counted.total), limit, offset };
}
