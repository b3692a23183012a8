import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isUniqueViolation } from '../lib/isUniqueViolation';
import { createDatabase, type DatabaseHandle } from './createDatabase';
import { PgliteWorkerClient, PgliteWorkerDialect } from './pgliteInWorker';
import { PGLITE_PARSERS } from './pgliteParsers';

/** One row of every kind the server stores, with parameters of every kind it sends. */
const probe = (big: string, at: Date, data: Uint8Array) =>
  sql<Record<string, unknown>>`select ${big}::bigint as big, ${at}::timestamptz as at, ${data}::bytea as data,
    null::text as nothing, 12.50::numeric as amount, 7::integer as small, true as flag,
    array['1', '9007199254740993']::bigint[] as bigs, 'text' as word`;

describe('the embedded database in a worker thread', () => {
  let dataDir: string;
  let database: DatabaseHandle;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-pglite-worker-'));
    database = await createDatabase({ dataDir });
    await sql`create table probe_items (id serial primary key, name text not null unique)`.execute(database.db);
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers with the JS types PGlite gives in this thread (int8 as string, Date, bytea, null)', async () => {
    const at = new Date('2026-11-25T10:20:30.456Z');
    const data = Buffer.from([0, 1, 127, 128, 254, 255]);
    const { rows } = await probe('9007199254740993', at, data).execute(database.db);
    const row = rows[0];
    expect(row?.big).toBe('9007199254740993');
    expect(row?.at).toBeInstanceOf(Date);
    expect((row?.at as Date).toISOString()).toBe('2026-11-25T10:20:30.456Z');
    expect(row?.data).toBeInstanceOf(Uint8Array);
    expect([...(row?.data as Uint8Array)]).toEqual([0, 1, 127, 128, 254, 255]);
    expect(row?.nothing).toBeNull();
    expect(row?.small).toBe(7);
    expect(row?.flag).toBe(true);
    expect(row?.word).toBe('text');

    // The same statement on PGlite in this thread, opened with the parsers the worker opens it with.
    const local = await PGlite.create({ parsers: PGLITE_PARSERS });
    try {
      const compiled = probe('9007199254740993', at, data).compile(database.db);
      const expected = await local.query(compiled.sql, [...compiled.parameters]);
      expect(rows).toEqual(expected.rows);
      for (const key of Object.keys(expected.rows[0] as object)) {
        const value = (expected.rows[0] as Record<string, unknown>)[key];
        expect(Object.prototype.toString.call(row?.[key]), key).toBe(Object.prototype.toString.call(value));
      }
    } finally {
      await local.close();
    }
  });

  it('reports the number of rows a write touched', async () => {
    await sql`insert into probe_items (name) values ('count-a'), ('count-b')`.execute(database.db);
    const result = await sql`update probe_items set name = name || '!' where name like 'count-%'`.execute(database.db);
    expect(result.numAffectedRows).toBe(2n);
  });

  it('keeps a PostgreSQL error its fields: a unique violation has code 23505, its constraint and detail', async () => {
    await sql`insert into probe_items (name) values ('twice')`.execute(database.db);
    const error = await sql`insert into probe_items (name) values ('twice')`.execute(database.db).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'probe_items_name_key',
      detail: 'Key (name)=(twice) already exists.',
      message: 'duplicate key value violates unique constraint "probe_items_name_key"',
    });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into probe_items (name) values ('rolled-back')`.execute(trx);
        throw new Error('abort the transaction');
      }),
    ).rejects.toThrow('abort the transaction');
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from probe_items where name = 'rolled-back'`.execute(database.db);
    expect(rows[0]?.n).toBe(0);
  });

  it('runs a statement sent outside an open transaction only after it ends, never inside it', async () => {
    let outsideDone = false;
    let outside: Promise<unknown> = Promise.resolve();
    let seenOutside: number | undefined;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into probe_items (name) values ('inside')`.execute(trx);
        outside = sql`insert into probe_items (name) values ('outside')`.execute(database.db).then(() => {
          outsideDone = true;
        });
        // Several round trips inside the transaction: the outside insert must still be waiting.
        for (let i = 0; i < 5; i += 1) {
          const { rows } = await sql<{
            n: number;
          }>`select count(*)::int as n from probe_items where name = 'outside'`.execute(trx);
          seenOutside = rows[0]?.n;
        }
        expect(outsideDone).toBe(false);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await outside;
    expect(seenOutside).toBe(0);
    const { rows } = await sql<{
      name: string;
    }>`select name from probe_items where name in ('inside', 'outside')`.execute(database.db);
    // Had the outside insert joined the transaction, the rollback would have taken it too.
    expect(rows.map((row) => row.name)).toEqual(['outside']);
  });

  it('answers ping and vacuum', async () => {
    await expect(database.ping(5_000)).resolves.toBeUndefined();
    await expect(database.vacuum()).resolves.toBeUndefined();
  });
});

describe('the worker thread of the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-pglite-worker-end-'));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends on close, after the statements already sent, and keeps what they wrote', async () => {
    const onCrash = vi.fn();
    const client = await PgliteWorkerClient.start(path.join(dataDir, 'closed'), onCrash);
    const db = new Kysely<Record<string, never>>({ dialect: new PgliteWorkerDialect(client) });
    await sql`create table kept (n integer)`.execute(db);
    const write = client.request({ op: 'query', session: 1, sql: 'insert into kept values (1)', params: [] });
    await db.destroy();
    await expect(write).resolves.toMatchObject({ affectedRows: 1 });
    await expect(client.exited).resolves.toEqual(expect.any(Number));
    expect(onCrash).not.toHaveBeenCalled();
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
    await expect(client.request({ op: 'query', session: 1, sql: 'select 1', params: [] })).rejects.toThrow(
      'The embedded database is closed',
    );

    const reopened = await PgliteWorkerClient.start(path.join(dataDir, 'closed'));
    const again = new Kysely<Record<string, never>>({ dialect: new PgliteWorkerDialect(reopened) });
    const { rows } = await sql<{ n: number }>`select n from kept`.execute(again);
    expect(rows).toEqual([{ n: 1 }]);
    await again.destroy();
  }, 120_000);

  it('fails the pending and later statements when the worker dies, instead of hanging', async () => {
    const onCrash = vi.fn();
    const client = await PgliteWorkerClient.start(path.join(dataDir, 'crashed'), onCrash);
    const db = new Kysely<Record<string, never>>({ dialect: new PgliteWorkerDialect(client) });
    await sql`select 1`.execute(db);
    const pending = sql`select pg_sleep(2)`.execute(db);
    await client.terminate();
    await expect(pending).rejects.toThrow(/^The embedded database stopped \(worker exit code \d+\)/);
    await expect(sql`select 1`.execute(db)).rejects.toThrow(/^The embedded database stopped/);
    expect(onCrash).toHaveBeenCalledTimes(1);
    expect(onCrash.mock.calls[0]?.[0]).toBeInstanceOf(Error);
    await db.destroy();
    expect(onCrash).toHaveBeenCalledTimes(1);
  }, 120_000);
});
