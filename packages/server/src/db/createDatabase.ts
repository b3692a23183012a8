import path from 'node:path';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, sql, type Dialect } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir } from '../lib/ensurePrivateDir';
import { migrations } from './migrations/index';
import { PgliteWorkerClient, PgliteWorkerDialect } from './pgliteInWorker';
import type { Database } from './schema';
import { scheduleVacuum, type VacuumSchedule } from './scheduleVacuum';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** 'pglite' for the embedded database, 'postgres' for a server. */
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query within `timeoutMs`; rejects otherwise. */
  ping(timeoutMs: number): Promise<void>;
  /** Reclaims dead rows of the embedded database now (no-op on PostgreSQL, whose autovacuum does it). */
  vacuum(): Promise<void>;
  close(): Promise<void>;
}

/** bigint (int8) values are kept as strings so money never passes through a float. */
pg.types.setTypeParser(20, (v: string) => v);

/** Options of createDatabase. */
export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /**
   * Called with connection errors the pool meets outside a query (a dropped idle connection, a failover), or with
   * the end of the embedded database's worker thread when it was not closed.
   */
  onConnectionError?: (error: Error) => void;
  /** How often the embedded database is vacuumed, in milliseconds (0: never on a timer). */
  vacuumIntervalMs?: number;
}

/**
 * The PostgreSQL pool. A connection the server ends (restart, failover, `pg_terminate_backend`) emits 'error' on
 * the pool; without a listener that ends the process. The pool drops such a connection and opens a new one for the
 * next query, and a query waits at most `connectionTimeoutMillis` for a connection while the database is away.
 */
function createPool(databaseUrl: string, onError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  pool.on('error', onError);
  // A checked-out client whose connection dies emits on the client too (the pool only listens while idle).
  pool.on('connect', (client) => client.on('error', onError));
  return pool;
}

/**
 * Opens the embedded PGlite in `dataDir/db` (in a worker thread) or PostgreSQL at `databaseUrl`, then runs the
 * migrations.
 */
export async function createDatabase(opts: DatabaseOptions): Promise<DatabaseHandle> {
  const onError = opts.onConnectionError ?? (() => undefined);
  let dialect: Dialect;
  let kind: DatabaseHandle['kind'];
  if (opts.databaseUrl) {
    dialect = new PostgresDialect({ pool: createPool(opts.databaseUrl, onError) });
    kind = 'postgres';
  } else {
    const dir = path.join(opts.dataDir, 'db');
    // The database files are the owner's alone (docs/security.md "Secrets at rest").
    await ensurePrivateDir(dir);
    // PGlite runs in a worker thread (its parsers keep int8 as strings there too), off the main thread.
    dialect = new PgliteWorkerDialect(await PgliteWorkerClient.start(dir, onError));
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
  const vacuum = async () => {
    if (kind === 'pglite') await sql`VACUUM`.execute(db);
  };
  const schedule: VacuumSchedule | null =
    kind === 'pglite' && opts.vacuumIntervalMs ? scheduleVacuum(vacuum, opts.vacuumIntervalMs, onError) : null;
  return {
    db,
    kind,
    vacuum,
    ping: (timeoutMs) => pingWithin(db, timeoutMs),
    close: async () => {
      await schedule?.stop();
      await db.destroy();
    },
  };
}

/** `select 1`, refused after `timeoutMs`. */
async function pingWithin(db: Kysely<Database>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
