import { endpointPaths } from '@csi/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';

/** 409 when another API (not `exceptId`) already serves one of `endpoint`'s paths: the gateway must route each path to one API. */
export async function assertEndpointsFree(db: Kysely<Database>, endpoint: string, exceptId?: number): Promise<void> {
  const wanted = new Set(endpointPaths(endpoint));
  const others = await db.selectFrom('apis').select(['id', 'apiId', 'endpoint']).execute();
  for (const other of others) {
    if (Number(other.id) === exceptId) continue;
    const taken = endpointPaths(other.endpoint).find((path) => wanted.has(path));
    if (taken) throw new HttpError(409, `Endpoint ${taken} is already served by API ${other.apiId}.`);
  }
}
