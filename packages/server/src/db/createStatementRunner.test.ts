import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStatementRunner, type StatementRunner } from './createStatementRunner';
import { PGLITE_PARSERS } from './pgliteParsers';
import { trimArrayParsers } from './trimArrayParsers';

/** Protocol-level prepared statements of this connection. */
const preparedCount = async (db: PGlite) =>
  Number((await db.query<{ n: string }>('select count(*)::text as n from pg_prepared_statements')).rows[0]?.n);

/** The error a promise rejects with. */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (error: unknown) => error as Record<string, unknown>,
  );

describe('createStatementRunner', () => {
  let db: PGlite;
  let run: StatementRunner;

  beforeAll(async () => {
    // As the worker opens the database.
    db = await PGlite.create({ parsers: PGLITE_PARSERS });
    await trimArrayParsers(db);
    run = createStatementRunner(db);
    await db.exec(`CREATE TABLE things (id bigserial PRIMARY KEY, name text UNIQUE NOT NULL, tags text[],
      seen timestamptz, data bytea, doc json, flag boolean, n integer)`);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  it("serializes values and parses rows as PGlite's query() does", async () => {
    const values = [
      `it's "quoted", with \\ and , commas`,
      ['a', 'b,c', 'd "e"', null, '{x}'],
      new Date('2026-11-26T23:59:58.123Z'),
      Buffer.from([0, 1, 254, 255]),
      { nested: { list: [1, 'two'] } },
      true,
      null,
    ];
    const insert = `INSERT INTO things (name, tags, seen, data, doc, flag, n) VALUES ($1, $2, $3, $4, $5, $6, $7)
      RETURNING id, name, tags, seen, data, doc, flag, n`;
    const ran = await run(insert, values);
    const [row] = ran.rows as Record<string, unknown>[];
    expect(ran.affectedRows).toBe(1);
    expect(row?.name).toBe(values[0]);
    expect(row?.tags).toEqual(['a', 'b,c', 'd "e"', null, '{x}']);
    expect(row?.seen).toEqual(new Date('2026-11-26T23:59:58.123Z'));
    expect(Buffer.from(row?.data as Uint8Array)).toEqual(Buffer.from([0, 1, 254, 255]));
    expect(row?.doc).toEqual({ nested: { list: [1, 'two'] } });
    expect(row?.flag).toBe(true);
    expect(row?.n).toBeNull();
    // bigint columns stay strings (PGLITE_PARSERS), as from query().
    expect(typeof row?.id).toBe('string');

    const select = 'SELECT * FROM things WHERE id = ANY($1::bigint[]) AND seen < $2';
    const params = [[row?.id, '9007199254740993'], new Date('2027-01-01T00:00:00Z')];
    const expected = await db.query(select, params);
    expect((await run(select, params)).rows).toEqual(expected.rows);
  });

  it('prepares a statement text once and runs it again with other values', async () => {
    const before = await preparedCount(db);
    const select = 'SELECT name FROM things WHERE name = $1';
    await run("INSERT INTO things (name) VALUES ('one'), ('two')", []);
    expect((await run(select, ['one'])).rows).toEqual([{ name: 'one' }]);
    expect((await run(select, ['two'])).rows).toEqual([{ name: 'two' }]);
    expect((await run(select, ['three'])).rows).toEqual([]);
    // The insert and the select: two statements kept, however often they run.
    expect(await preparedCount(db)).toBe(before + 2);
  });

  it('keeps at most 256 statements prepared, closing the least recently used', async () => {
    for (let i = 0; i < 300; i += 1) {
      expect((await run(`SELECT $1::integer + ${i} AS n`, [1])).rows).toEqual([{ n: 1 + i }]);
    }
    // Closes go with the next call.
    await run('SELECT 1 AS one', []);
    expect(await preparedCount(db)).toBeLessThanOrEqual(256);
    expect(await preparedCount(db)).toBeGreaterThan(200);
  });

  it('answers updates with their count, and reads rows a changed table has now', async () => {
    await run("INSERT INTO things (name) VALUES ('counted-1'), ('counted-2')", []);
    const update = await run("UPDATE things SET n = 7 WHERE name LIKE 'counted-%'", []);
    expect(update.affectedRows).toBe(2);
    const everything = "SELECT * FROM things WHERE name = 'counted-1'";
    expect(Object.keys((await run(everything, [])).rows[0] as object)).not.toContain('extra');
    // A table changed under `SELECT *`: the prepared statements are closed, and the next run sees the new column.
    await run('ALTER TABLE things ADD COLUMN extra text', []);
    expect(await preparedCount(db)).toBe(0);
    expect((await run(everything, [])).rows[0]).toMatchObject({ name: 'counted-1', n: 7, extra: null });
  });

  it("rejects with the database's error and its fields, and runs the statement again after", async () => {
    const insert = 'INSERT INTO things (name) VALUES ($1)';
    await run(insert, ['unique-name']);
    const duplicate = await failure(run(insert, ['unique-name']));
    expect(duplicate.code).toBe('23505');
    expect(duplicate.constraint).toBe('things_name_key');
    const syntax = await failure(run('SELECT FROM WHERE', []));
    expect(syntax.code).toBe('42601');
    expect((await run(insert, ['another-name'])).affectedRows).toBe(1);
  });

  it('keeps transactions: a rollback undoes, an aborted transaction refuses until it ends', async () => {
    const insert = 'INSERT INTO things (name) VALUES ($1)';
    const count = "SELECT count(*)::integer AS n FROM things WHERE name LIKE 'tx-%'";
    await run('BEGIN', []);
    await run(insert, ['tx-1']);
    expect((await run(count, [])).rows).toEqual([{ n: 1 }]);
    await run('ROLLBACK', []);
    expect((await run(count, [])).rows).toEqual([{ n: 0 }]);

    await run('BEGIN', []);
    expect((await failure(run('SELECT 1 / $1::integer AS n', [0]))).code).toBe('22012');
    expect((await failure(run(count, []))).code).toBe('25P02');
    await run('ROLLBACK', []);
    expect((await run(count, [])).rows).toEqual([{ n: 0 }]);
  });

  it('keeps its prepared statements across transactions, settings and VACUUM, which change no table', async () => {
    const select = "SELECT count(*)::integer AS n FROM things WHERE name LIKE 'kept-%'";
    await run(select, []);
    const before = await preparedCount(db);
    await run('BEGIN', []);
    await run("INSERT INTO things (name) VALUES ('kept-1')", []);
    await run('COMMIT', []);
    await run('SET statement_timeout = 0', []);
    await run('VACUUM', []);
    expect((await run(select, [])).rows).toEqual([{ n: 1 }]);
    // The insert is the only statement added.
    expect(await preparedCount(db)).toBe(before + 1);
  });

  it('lets PGlite hear a NOTIFY that a statement it ran committed', async () => {
    const heard: string[] = [];
    const stop = await db.listen('things_changed', (payload) => heard.push(payload));
    await run("SELECT pg_notify('things_changed', $1)", ['hello']);
    expect(heard).toEqual(['hello']);
    await stop();
  });
});
