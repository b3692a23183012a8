import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { SEED_CATALOG } from './seedCatalog';

/** Fills the catalog with the three real APIs when it is empty (first start); a catalog with any API is left alone. */
export async function seedApis(db: Kysely<Database>): Promise<void> {
  const existing = await db.selectFrom('apis').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  await db
    .insertInto('apis')
    .values(SEED_CATALOG)
    .onConflict((oc) => oc.column('apiId').doNothing())
    .execute();
}
