import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../lib/testing/callApi';
import { signUp } from '../lib/testing/signUp';
import { freshPostgresDatabase } from '../testing/freshPostgresDatabase';
import { ensureServerBuilt, spawnInstance, type SpawnedInstance } from '../testing/spawnInstance';
import { FLEET_ADMIN, FLEET_PG, FLEET_REDIS, FLEET_SECRET, reachable } from './fleetEnvironment';

const services = (await reachable('127.0.0.1', 5432)) && (await reachable('127.0.0.1', 6379));
if (!services) console.warn('fleet sessions suite skipped: PostgreSQL and Redis on 127.0.0.1 are needed');

const SIGNED_OUT = 'This session has been signed out. Please log in again.';

describe.skipIf(!services)('sessions on two instances of one fleet', () => {
  let database: { url: string; drop(): Promise<void> };
  let a: SpawnedInstance;
  let b: SpawnedInstance;
  const login = async (url: string, email: string, password: string) =>
    (await callApi<{ jwt: string }>(url, 'POST', 'usfw/auth/login', { body: { username: email, password } })).body.data
      .jwt;
  const sessionIdOf = (token: string) =>
    (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }).sid;

  beforeAll(async () => {
    ensureServerBuilt();
    database = await freshPostgresDatabase(FLEET_PG);
    const env = { DATABASE_URL: database.url, REDIS_URL: FLEET_REDIS, JWT_SECRET: FLEET_SECRET, ...FLEET_ADMIN };
    a = await spawnInstance(env);
    b = await spawnInstance(env);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('lists on one instance the sessions signed in on the other', async () => {
    const email = `listed-${Date.now()}@fleet.local`;
    const { token: onA } = await signUp(a.url, email, 'fleet-password-1');
    const onB = await login(b.url, email, 'fleet-password-1');
    const listed = await callApi<{ id: string; current: boolean }[]>(a.url, 'GET', 'usfw/sessions', { token: onA });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((s) => [s.id, s.current])).toEqual([
      [sessionIdOf(onA), true],
      [sessionIdOf(onB), false],
    ]);
  });

  it('refuses at once on the other instance a session signed out on one', async () => {
    const email = `revoked-${Date.now()}@fleet.local`;
    const { token: laptop } = await signUp(a.url, email, 'fleet-password-1');
    const phone = await login(a.url, email, 'fleet-password-1');
    expect((await callApi(b.url, 'GET', 'usfw/my-profile', { token: phone })).status).toBe(200);
    const ended = await callApi(a.url, 'DELETE', `usfw/sessions/${sessionIdOf(phone)}`, { token: laptop });
    expect(ended.status).toBe(200);
    expect(await callApi(b.url, 'GET', 'usfw/my-profile', { token: phone })).toMatchObject({
      status: 401,
      body: { msg: SIGNED_OUT },
    });
    expect((await callApi(b.url, 'GET', 'usfw/my-profile', { token: laptop })).status).toBe(200);
  });

  it('signs out on every instance the other sessions ended through one', async () => {
    const email = `others-${Date.now()}@fleet.local`;
    const { token: kept } = await signUp(b.url, email, 'fleet-password-1');
    const others = [await login(a.url, email, 'fleet-password-1'), await login(b.url, email, 'fleet-password-1')];
    expect((await callApi(b.url, 'POST', 'usfw/sessions/end-others', { token: kept })).status).toBe(200);
    for (const token of others) {
      for (const instance of [a, b]) {
        expect((await callApi(instance.url, 'GET', 'usfw/my-profile', { token })).status).toBe(401);
      }
    }
    expect((await callApi(a.url, 'GET', 'usfw/my-profile', { token: kept })).status).toBe(200);
  });
});
