import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGLITE_PARSERS } from './pgliteParsers';
import { trimArrayParsers } from './trimArrayParsers';

/** Arrays of types that have parsers of their own, and one (uuid[]) of a type that has none. */
const ARRAYS = `select array[1, 9007199254740993]::bigint[] as bigs, array[1, 2]::integer[] as ints,
  array['a', 'b,c']::text[] as words, array[true, false] as flags, array['{"a":1}']::json[] as docs,
  array['2026-11-25T10:20:30.456Z']::timestamptz[] as times,
  array['6f1c1c52-56c2-4b8f-9d46-0f9a3e1d2c11']::uuid[] as ids`;

describe('trimArrayParsers', () => {
  let trimmed: PGlite;
  let full: PGlite;

  beforeAll(async () => {
    // As the worker opens the database (before it trims the parsers).
    trimmed = await PGlite.create({ parsers: PGLITE_PARSERS });
    full = await PGlite.create({ parsers: PGLITE_PARSERS });
  }, 60_000);

  afterAll(async () => {
    await trimmed?.close();
    await full?.close();
  });

  it('leaves a few dozen parsers of the hundreds PGlite starts with', async () => {
    const before = Object.keys(trimmed.parsers).length;
    const left = await trimArrayParsers(trimmed);
    expect(before).toBeGreaterThan(300);
    expect(left).toBe(Object.keys(trimmed.parsers).length);
    expect(left).toBeLessThan(60);
  });

  it('parses arrays of the types that have parsers as before, and gives the text of the others', async () => {
    const [row] = (await trimmed.query<Record<string, unknown>>(ARRAYS)).rows;
    const [expected] = (await full.query<Record<string, unknown>>(ARRAYS)).rows;
    expect(row?.bigs).toEqual(['1', '9007199254740993']);
    expect(row?.ints).toEqual([1, 2]);
    expect(row?.words).toEqual(['a', 'b,c']);
    expect(row?.flags).toEqual([true, false]);
    expect(row?.docs).toEqual([{ a: 1 }]);
    expect(row?.times).toEqual([new Date('2026-11-25T10:20:30.456Z')]);
    for (const key of ['bigs', 'ints', 'words', 'flags', 'docs', 'times'])
      expect(row?.[key], key).toEqual(expected?.[key]);
    expect(expected?.ids).toEqual(['6f1c1c52-56c2-4b8f-9d46-0f9a3e1d2c11']);
    expect(row?.ids).toBe('{6f1c1c52-56c2-4b8f-9d46-0f9a3e1d2c11}');
  });

  it('keeps the parsers of the scalar types', async () => {
    const { rows } = await trimmed.query<Record<string, unknown>>(
      `select 5::bigint as big, 7 as small, true as flag, now() as at, '{"a":1}'::jsonb as doc, 1.5::float8 as ratio`,
    );
    expect(rows[0]).toMatchObject({ big: '5', small: 7, flag: true, doc: { a: 1 }, ratio: 1.5 });
    expect(rows[0]?.at).toBeInstanceOf(Date);
  });
});
