import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { ID_PATTERN, newDownloadLink, type DownloadStore } from './createDownloadStore';
import { safeFilename } from './safeFilename';

/**
 * Expiring files kept in the database's `downloads` table, for servers on PostgreSQL: a link made by one instance
 * downloads from any other. A timer (unref'd) deletes expired rows; a read never answers an expired one.
 */
export function createDatabaseDownloadStore(db: Kysely<Database>, ttlMs = 3_600_000): DownloadStore {
  const store: DownloadStore = {
    async put(data, filename) {
      const link = newDownloadLink();
      await db
        .insertInto('downloads')
        .values({ id: link.id, filename: safeFilename(filename), data, expiresAt: new Date(Date.now() + ttlMs) })
        .execute();
      return link;
    },
    async get(id) {
      if (!ID_PATTERN.test(id)) return null;
      const row = await db
        .selectFrom('downloads')
        .select(['filename', 'data'])
        .where('id', '=', id)
        .where('expiresAt', '>', new Date())
        .executeTakeFirst();
      if (!row) return null;
      const data = row.data;
      return { filename: row.filename, size: data.byteLength, open: () => data };
    },
    async sweep() {
      await db.deleteFrom('downloads').where('expiresAt', '<=', new Date()).execute();
    },
    close() {
      clearInterval(timer);
    },
  };
  const timer = setInterval(() => void store.sweep().catch(() => undefined), Math.min(ttlMs, 60_000));
  timer.unref();
  return store;
}
