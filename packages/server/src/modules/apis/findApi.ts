import type { Kysely, Selectable } from 'kysely';
import type { ApisTable, Database } from '../../db/schema';

/** The API with this numeric id, apiId, or special playground name (in that order of preference), or undefined. */
export async function findApi(db: Kysely<Database>, key: string): Promise<Selectable<ApisTable> | undefined> {
  const numeric = /^\d{1,15}$/.test(key) ? Number(key) : null;
  const rows = await db
    .selectFrom('apis')
    .selectAll()
    .where((eb) =>
      eb.or([
        ...(numeric === null ? [] : [eb('id', '=', numeric)]),
        eb('apiId', '=', key),
        eb.and([eb('specialPlayground', '=', key), eb('specialPlayground', '<>', '0')]),
      ]),
    )
    .orderBy('id')
    .execute();
  return (
    rows.find((row) => numeric !== null && Number(row.id) === numeric) ??
    rows.find((row) => row.apiId === key) ??
    rows[0]
  );
}
