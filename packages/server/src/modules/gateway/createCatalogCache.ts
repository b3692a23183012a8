import type { Kysely, Selectable } from 'kysely';
import type { ApisTable, Database } from '../../db/schema';
import { endpointPaths } from '@csi/contract';

/** The catalog by endpoint path, kept in memory for the gateway. */
export interface CatalogCache {
  /** The API whose endpoint list holds `path`, or undefined. */
  findByPath(path: string): Promise<Selectable<ApisTable> | undefined>;
  /** Forgets the catalog (after an add or update on this instance). */
  invalidate(): void;
}

/**
 * The whole catalog (a few rows) read at most every `ttlMs`; this instance's admin changes invalidate it at
 * once, another instance's show within `ttlMs`.
 */
export function createCatalogCache(db: Kysely<Database>, ttlMs = 5_000): CatalogCache {
  let loaded: { byPath: Map<string, Selectable<ApisTable>>; expiresAt: number } | null = null;
  let loading: Promise<Map<string, Selectable<ApisTable>>> | null = null;

  async function load(): Promise<Map<string, Selectable<ApisTable>>> {
    const rows = await db.selectFrom('apis').selectAll().orderBy('id', 'desc').execute();
    // Descending, so the oldest API wins when two list one path (the catalog refuses that on write).
    return new Map(rows.flatMap((row) => endpointPaths(row.endpoint).map((path) => [path, row] as const)));
  }

  return {
    async findByPath(path) {
      if (loaded && loaded.expiresAt > Date.now()) return loaded.byPath.get(path);
      if (!loading) {
        const started = load();
        loading = started;
        started
          .then((byPath) => {
            if (loading === started) loaded = { byPath, expiresAt: Date.now() + ttlMs };
          })
          .catch(() => undefined)
          .finally(() => {
            if (loading === started) loading = null;
          });
      }
      return (await loading).get(path);
    },
    invalidate() {
      loaded = null;
      loading = null;
    },
  };
}
