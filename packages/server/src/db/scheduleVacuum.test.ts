import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDatabase, type DatabaseHandle } from './createDatabase';
import { scheduleVacuum } from './scheduleVacuum';

describe('scheduleVacuum', () => {
  it('vacuums on every tick, never two at once, and waits for the running one on stop', async () => {
    vi.useFakeTimers();
    let release = () => undefined as void;
    const vacuum = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const schedule = scheduleVacuum(vacuum, 1_000, () => undefined);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(vacuum).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(vacuum).toHaveBeenCalledTimes(2);
    release();
    await schedule.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(vacuum).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});

describe('the embedded database under a long write workload', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  const tableBytes = async () =>
    Number((await sql<{ n: string }>`select pg_total_relation_size('churn') as n`.execute(database.db)).rows[0]?.n);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-vacuum-'));
    database = await createDatabase({ dataDir });
    await sql`create table churn (id serial primary key, body text not null)`.execute(database.db);
  }, 120_000);

  afterAll(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const churn = async () => {
    await sql`insert into churn (body) select repeat('x', 200) from generate_series(1, 2000)`.execute(database.db);
    await sql`delete from churn`.execute(database.db);
  };

  it('stays bounded in size when vacuumed between rounds, and grows without it', async () => {
    const sizes: number[] = [];
    for (let round = 0; round < 10; round++) {
      await churn();
      await database.vacuum();
      sizes.push(await tableBytes());
    }
    // Freed pages are reused once vacuumed: after a few rounds the size stops growing.
    expect(sizes[9]).toBeLessThanOrEqual(sizes[3]! * 1.1);
    const vacuumed = sizes[9]!;
    for (let round = 0; round < 6; round++) await churn();
    expect(await tableBytes()).toBeGreaterThan(vacuumed * 3);
  }, 120_000);
});
