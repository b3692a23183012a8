import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainPdf, TINY_JPEG } from '../../test-fixtures/sampleFiles';
import { callApi } from '../lib/testing/callApi';
import { freshPostgresDatabase } from '../testing/freshPostgresDatabase';
import { ensureServerBuilt, spawnInstance, waitForOk, type SpawnedInstance } from '../testing/spawnInstance';
import {
  FLEET_ADMIN,
  FLEET_PG,
  FLEET_REDIS,
  FLEET_SECRET,
  fleetUser,
  reachable,
  terminateConnections,
  walletsNotMatchingLedger,
} from './fleetEnvironment';
import { runLoad, sendRaw, type RawOutcome } from './sendRaw';

const services = (await reachable('127.0.0.1', 5432)) && (await reachable('127.0.0.1', 6379));
if (!services) console.warn('fleet suite skipped: PostgreSQL on 127.0.0.1:5432 and Redis on 127.0.0.1:6379 are needed');

const ENCRYPT = { rawData: 'fleet payload' };
const statuses = (outcomes: RawOutcome[]) => outcomes.map((o) => ('status' in o ? o.status : o.error));

describe.skipIf(!services)('two instances on one PostgreSQL and one Redis', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: SpawnedInstance;
  let b: SpawnedInstance;

  beforeAll(async () => {
    ensureServerBuilt();
    database = await freshPostgresDatabase(FLEET_PG);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: FLEET_REDIS,
      JWT_SECRET: FLEET_SECRET,
      GATEWAY_RATE_LIMIT: '1000',
      ...FLEET_ADMIN,
    };
    a = await spawnInstance(env);
    b = await spawnInstance(env);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('signs in on one instance and serves the session on the other', async () => {
    const login = await callApi<{ jwt: string }>(a.url, 'POST', 'usfw/auth/login', {
      body: { username: FLEET_ADMIN.ADMIN_EMAIL, password: FLEET_ADMIN.ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const profile = await callApi<{ email: string }>(b.url, 'GET', 'usfw/my-profile', { token: login.body.data.jwt });
    expect(profile.status).toBe(200);
    expect(profile.body.data.email).toBe('admin@fleet.local');
  });

  it('refuses on the other instance a token logged out on one', async () => {
    const user = await fleetUser(a, 'logout');
    expect((await callApi(b.url, 'GET', 'usfw/my-profile', { token: user.token })).status).toBe(200);
    expect((await callApi(a.url, 'POST', 'api/logout', { token: user.token })).status).toBe(200);
    const after = await callApi(b.url, 'GET', 'usfw/my-profile', { token: user.token });
    expect(after.status).toBe(401);
    expect(after.body.msg).toBe('Token has been revoked. Please log in again.');
  });

  it('counts the gateway rate limit once for both instances', async () => {
    const user = await fleetUser(a, 'rate');
    const onA = await callApi(a.url, 'POST', 'csi-p/api-sandbox/encrypt-data', {
      headers: user.headers,
      body: ENCRYPT,
    });
    const onB = await callApi(b.url, 'POST', 'csi-p/api-sandbox/encrypt-data', {
      headers: user.headers,
      body: ENCRYPT,
    });
    expect([onA.status, onB.status]).toEqual([200, 200]);
    expect(onA.headers.get('ratelimit')).toBe('"default";r=999;t=60');
    expect(onB.headers.get('ratelimit')).toMatch(/^"default";r=998;t=(59|60)$/);
  });

  it('downloads on one instance the encrypted PDF a link made by the other points to', async () => {
    const user = await fleetUser(a, 'files');
    const form = new FormData();
    form.append('filePart', new Blob([Buffer.from(await plainPdf())], { type: 'application/pdf' }), 'report.pdf');
    form.append('password', 'fleet-pdf-password');
    const made = await callApi<string>(a.url, 'POST', 'csi-p/api-sandbox/file/encrypt-pdf', {
      headers: user.headers,
      body: form,
    });
    expect(made.status).toBe(200);
    const link = new URL(made.body.data);
    expect(link.origin).toBe(a.url);
    const fetched = await fetch(`${b.url}${link.pathname}`);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-disposition')).toBe('attachment; filename="report.pdf"');
    expect(
      Buffer.from(await fetched.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('replays on one instance the answer of an Idempotency-Key first used on the other, charging once', async () => {
    const user = await fleetUser(a, 'idempotent');
    const call = (url: string, rawData: string) =>
      callApi(url, 'POST', 'csi-p/api-live/encrypt-data', {
        headers: { ...user.headers, 'idempotency-key': 'fleet-order-0001' },
        body: { rawData },
      });
    const onA = await call(a.url, 'fleet payload');
    const onB = await call(b.url, 'fleet payload');
    expect(onA.status).toBe(200);
    expect({ status: onB.status, body: onB.body }).toEqual({ status: onA.status, body: onA.body });
    expect(onB.headers.get('idempotent-replayed')).toBe('true');
    expect(await call(b.url, 'another payload')).toMatchObject({
      status: 422,
      body: { msg: 'This Idempotency-Key was already used with a different request.' },
    });
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // Charged once: 0.005 USD, and one charged call row.
      const charged = await client.query(
        `select sum(free_coins_delta_micro + balance_delta_micro)::text as micro from ledger
         where user_id = $1 and kind = 'api_charge'`,
        [user.id],
      );
      expect(charged.rows[0].micro).toBe('-5000');
      const calls = await client.query(
        `select count(*)::int as n from api_calls where user_id = $1 and environment = 'live' and cost_micro > 0`,
        [user.id],
      );
      expect(calls.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('serves exactly 5 of 20 live calls sent to both instances at once with funds for 5, never overdrawing', async () => {
    const user = await fleetUser(a, 'race');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // The welcome grant's 0.50 USD of free coins cut to 0.025 USD: five /encrypt-data calls (0.005 USD each).
      await client.query('begin');
      await client.query('update wallets set free_coins_micro = 25000 where user_id = $1', [user.id]);
      await client.query(
        `insert into ledger (user_id, kind, free_coins_delta_micro, description) values ($1, 'test_adjustment', -475000, 'test')`,
        [user.id],
      );
      await client.query('commit');
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          callApi(i % 2 ? a.url : b.url, 'POST', 'csi-p/api-live/encrypt-data', {
            headers: user.headers,
            body: ENCRYPT,
          }),
        ),
      );
      expect(replies.filter((r) => r.status === 200)).toHaveLength(5);
      expect(replies.filter((r) => r.status === 400).map((r) => r.body.msg)).toEqual(
        Array(15).fill('Insufficient balance for live API request.'),
      );
      const wallet = await client.query('select free_coins_micro, balance_micro from wallets where user_id = $1', [
        user.id,
      ]);
      expect(wallet.rows[0]).toEqual({ free_coins_micro: '0', balance_micro: '0' });
      // The five served calls charged 0.025 USD in all (a ledger row per debit), each with its charged call row.
      const charged = await client.query(
        `select sum(free_coins_delta_micro + balance_delta_micro)::text as micro from ledger
         where user_id = $1 and kind = 'api_charge'`,
        [user.id],
      );
      expect(charged.rows[0].micro).toBe('-25000');
      const calls = await client.query(
        `select count(*)::int as n from api_calls where user_id = $1 and environment = 'live' and cost_micro > 0`,
        [user.id],
      );
      expect(calls.rows[0].n).toBe(5);
    } finally {
      await client.end();
    }
    expect(await walletsNotMatchingLedger(database.url)).toEqual([]);
  });

  it('serves from one instance the profile picture uploaded through the other', async () => {
    const user = await fleetUser(a, 'picture');
    const form = new FormData();
    form.append('upload_preset', 'profile');
    form.append('file', new Blob([Buffer.from(TINY_JPEG)], { type: 'image/jpeg' }), 'me.jpg');
    const uploaded = await callApi(a.url, 'POST', 'images/upload', { token: user.token, body: form });
    expect(uploaded.status).toBe(200);
    const served = await fetch(`${b.url}${new URL(String(uploaded.body.secure_url)).pathname}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(TINY_JPEG);
  });

  it('survives its database connections being terminated mid-load and serves again within 5 s', async () => {
    const user = await fleetUser(a, 'cut');
    const instances = [a, b];
    let cutAt = 0;
    // 90 live calls of 0.005 USD fit the 0.5 USD welcome grant.
    const outcomes = await runLoad(
      90,
      6,
      (i) => sendRaw(instances[i % 2]!.url, 'POST', 'csi-p/api-live/encrypt-data', user.headers, ENCRYPT),
      (done) => {
        if (done === 30 && !cutAt) {
          cutAt = Date.now();
          void terminateConnections(database.url);
        }
      },
    );
    expect(cutAt).toBeGreaterThan(0);
    // Every answer is a success or a 503 the caller may retry; nothing crashed, nothing answered 500.
    const bad = outcomes.filter((o) => !('status' in o) || (o.status !== 200 && o.status !== 503));
    expect(bad).toEqual([]);
    for (const o of outcomes) if ('status' in o && o.status === 503) expect(o.retryAfter).toBeDefined();
    expect(a.process.exitCode).toBeNull();
    expect(b.process.exitCode).toBeNull();
    // Cut again while idle, then both serve a database read within 5 s.
    await terminateConnections(database.url);
    for (const instance of instances) {
      expect(await waitForOk(`${instance.url}/readyz`, 5_000)).toBeLessThan(5_000);
      const wallet = await callApi(instance.url, 'GET', 'usfw/wallet/details', { token: user.token });
      expect(wallet.status).toBe(200);
    }
    expect(await walletsNotMatchingLedger(database.url)).toEqual([]);
  }, 120_000);
});

describe.skipIf(!services)('an instance whose Redis is unreachable', () => {
  let database: { url: string; drop(): Promise<void> };
  let instance: SpawnedInstance;

  beforeAll(async () => {
    ensureServerBuilt();
    database = await freshPostgresDatabase(FLEET_PG);
    // Port 1 on loopback: nothing listens there, so every connection is refused.
    instance = await spawnInstance({
      DATABASE_URL: database.url,
      REDIS_URL: 'redis://127.0.0.1:1',
      JWT_SECRET: FLEET_SECRET,
      ...FLEET_ADMIN,
    });
  }, 240_000);

  afterAll(async () => {
    await instance?.stop();
    await database?.drop();
  });

  it('signs in, sends one-time codes and serves live calls, counting limits itself, never answering 500', async () => {
    const user = await fleetUser(instance, 'noredis');
    const login = await callApi(instance.url, 'POST', 'usfw/auth/login', {
      body: { username: FLEET_ADMIN.ADMIN_EMAIL, password: FLEET_ADMIN.ADMIN_PASSWORD },
    });
    expect(login.status).toBe(200);
    const wrong = await callApi(instance.url, 'POST', 'usfw/auth/login', {
      body: { username: FLEET_ADMIN.ADMIN_EMAIL, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(401);
    const otp = await callApi(instance.url, 'PUT', 'usfw/auth/account-activate-recover', {
      body: { email: FLEET_ADMIN.ADMIN_EMAIL },
    });
    expect(otp.status).toBe(200);
    const live = await callApi(instance.url, 'POST', 'csi-p/api-live/encrypt-data', {
      headers: user.headers,
      body: ENCRYPT,
    });
    expect(live.status).toBe(200);
    expect(live.headers.get('ratelimit')).toMatch(/r=49;/);
  });

  it('says it is not ready, naming Redis, while liveness stays ok', async () => {
    const ready = await callApi(instance.url, 'GET', 'readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    expect(ready.body.msg).toBe('Not ready: redis unreachable.');
    expect(ready.body.checks).toMatchObject({ database: 'ok' });
    expect((await callApi(instance.url, 'GET', 'healthz')).status).toBe(200);
  });
});

describe.skipIf(!services)('an instance stopped with SIGTERM under load', () => {
  let database: { url: string; drop(): Promise<void> };
  let instance: SpawnedInstance;

  beforeAll(async () => {
    ensureServerBuilt();
    database = await freshPostgresDatabase(FLEET_PG);
    instance = await spawnInstance({
      DATABASE_URL: database.url,
      JWT_SECRET: FLEET_SECRET,
      GATEWAY_RATE_LIMIT: '1000',
      ...FLEET_ADMIN,
    });
  }, 240_000);

  afterAll(async () => {
    if (instance?.process.exitCode === null) await instance.stop();
    await database?.drop();
  });

  it('finishes every request it accepted, writes their usage and exits 0', async () => {
    const user = await fleetUser(instance, 'sigterm');
    let stopped: Promise<number | string> | null = null;
    // At most 100 live calls of 0.005 USD fit the 0.5 USD welcome grant.
    const outcomes = await runLoad(
      95,
      8,
      () => sendRaw(instance.url, 'POST', 'csi-p/api-live/encrypt-data', user.headers, ENCRYPT),
      (done) => {
        if (done === 40 && !stopped) stopped = instance.stop();
      },
    );
    expect(await stopped).toBe(0);
    const answered = outcomes.filter((o): o is { status: number; retryAfter: undefined } => 'status' in o);
    // Every answer is a success. The other requests were refused at the door: connection refused once the port
    // closed, or reset while still in the kernel's accept queue when it closed (the server never read them).
    expect(statuses(answered).filter((s) => s !== 200)).toEqual([]);
    expect(answered.length).toBeGreaterThanOrEqual(40);
    const refused = outcomes.filter((o) => 'error' in o).map((o) => ('error' in o ? o.error : ''));
    expect(refused.filter((e) => e !== 'ECONNREFUSED' && e !== 'ECONNRESET')).toEqual([]);
    // Every call the server began is recorded in usage (served or not), and its last batch was written before the
    // pools closed: the count equals the answers, so no request the server accepted went unanswered.
    const restarted = await spawnInstance({ DATABASE_URL: database.url, JWT_SECRET: FLEET_SECRET, ...FLEET_ADMIN });
    instance = restarted;
    const usage = await callApi<{ count: number }[]>(restarted.url, 'GET', 'usfw/api-usage/my-usage', {
      token: user.token,
    });
    const counted = usage.body.data.reduce((sum, row) => sum + row.count, 0);
    expect(counted).toBe(answered.length);
  }, 120_000);
});

describe.skipIf(!services)('an instance killed with SIGKILL under charging load', () => {
  let database: { url: string; drop(): Promise<void> };
  let instance: SpawnedInstance;

  beforeAll(async () => {
    ensureServerBuilt();
    database = await freshPostgresDatabase(FLEET_PG);
  }, 240_000);

  afterAll(async () => {
    if (instance?.process.exitCode === null) await instance.stop();
    await database?.drop();
  });

  it('leaves live usage equal to the charges, and wallets equal to their ledgers', async () => {
    const env = { DATABASE_URL: database.url, JWT_SECRET: FLEET_SECRET, GATEWAY_RATE_LIMIT: '1000', ...FLEET_ADMIN };
    instance = await spawnInstance(env);
    const user = await fleetUser(instance, 'kill9');
    let killed: Promise<void> | null = null;
    const outcomes = await runLoad(
      95,
      8,
      () => sendRaw(instance.url, 'POST', 'csi-p/api-live/encrypt-data', user.headers, ENCRYPT),
      (done) => {
        if (done === 40 && !killed) killed = instance.kill9();
      },
    );
    await killed;
    expect(outcomes.filter((o) => 'status' in o && o.status === 200).length).toBeGreaterThanOrEqual(40);
    instance = await spawnInstance(env);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // The calls charged: the charges' money over the price of a call (0.005 USD); a ledger row is a debit.
      const settled = await client.query(
        `select coalesce(-sum(free_coins_delta_micro + balance_delta_micro) / 5000, 0)::int as n from ledger
         where user_id = $1 and kind = 'api_charge'`,
        [user.id],
      );
      const usage = await client.query(
        `select coalesce(sum(count), 0)::int as n from api_usage
         where user_id = $1 and environment = 'live' and was_forwarded`,
        [user.id],
      );
      // Each charged call's own row (per-call insight) is written in its charge's statement too.
      const calls = await client.query(
        `select count(*)::int as n from api_calls
         where user_id = $1 and environment = 'live' and status_code = 200 and cost_micro > 0`,
        [user.id],
      );
      expect(settled.rows[0].n).toBeGreaterThanOrEqual(40);
      expect(usage.rows[0].n).toBe(settled.rows[0].n);
      expect(calls.rows[0].n).toBe(settled.rows[0].n);
    } finally {
      await client.end();
    }
    expect(await walletsNotMatchingLedger(database.url)).toEqual([]);
  }, 120_000);
});
