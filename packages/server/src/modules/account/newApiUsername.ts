import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { randomHex } from '../../lib/randomHex';

/** A free API username `csi-<local part>-<4 hex>`, e.g. `csi-wanjiku-3f9a`. */
export async function newApiUsername(db: Kysely<Database> | Transaction<Database>, email: string): Promise<string> {
  const local =
    (email.split('@')[0] ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .slice(0, 20) || 'user';
  for (;;) {
    const candidate = `csi-${local}-${randomHex(2)}`;
    const taken = await db.selectFrom('users').select('id').where('apiUsername', '=', candidate).executeTakeFirst();
    if (!taken) return candidate;
  }
}
