import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { migrations } from './migrations/index';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** bigint (int8) values are kept as strings so money never passes through a float. */
pg.types.setTypeParser(20, (v: string) => v);

/** Opens the embedded PGlite in `dataDir/db` or PostgreSQL at `databaseUrl`, then runs the migrations. */
export async function createDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<DatabaseHandle> {
  let dialect: Dialect;
  let kind: DatabaseHandle['kind'];
  if (opts.databaseUrl) {
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: opts.databaseUrl, max: 10 }) });
    kind = 'postgres';
  } else {
    const dir = path.join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    const pglite = await PGlite.create(dir, { parsers: { 20: (v: string) => v } });
    dialect = new PGliteDialect(pglite);
    kind = 'pglite';
  }
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
  return { db, kind, close: () => db.destroy() };
}
