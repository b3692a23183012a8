import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { callApi } from '../lib/testing/callApi';
import { signUp } from '../lib/testing/signUp';
import { newApiKey } from '../modules/account/newApiKey';
import { createTestUser, TEST_USER_PASSWORD } from '../testing/createTestUser';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { createSecretBox } from './createSecretBox';
import { loadSecretsKey } from './loadSecretsKey';
import { sealStoredSecrets } from './sealStoredSecrets';

/** Every text column of every users row and idempotency_keys row, as one string to search for a secret. */
const everythingStored = async (server: TestServer) => {
  const { rows } = await sql<{ t: string }>`
    SELECT coalesce(string_agg(u::text, ' '), '') || coalesce((SELECT string_agg(k::text, ' ') FROM idempotency_keys k), '')
      AS t FROM users u`.execute(server.app.db);
  return rows[0]?.t ?? '';
};

const encrypt = (server: TestServer, headers: Record<string, string>, key?: string) =>
  callApi<{ privateKey: string; publicKey: string; encryptedData: string }>(
    server.url,
    'POST',
    'csi-p/api-live/encrypt-data',
    { headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, body: { rawData: 'Board minutes' } },
  );

describe('secrets at rest', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps no API key in clear: found by its keyed hash, shown on the profile, replaced on rotation', async () => {
    const { token } = await signUp(server.url, `sealed-${randomBytes(4).toString('hex')}@example.com`);
    const profile = await callApi<{ apiKey: string; apiUsername: string }>(server.url, 'GET', 'usfw/my-profile', {
      token,
    });
    const apiKey = profile.body.data.apiKey;
    expect(apiKey).toMatch(/^csi_[0-9a-f]{48}$/);
    const row = await server.app.db
      .selectFrom('users')
      .select(['apiKey', 'apiKeyHash', 'apiKeySealed'])
      .where('apiUsername', '=', profile.body.data.apiUsername)
      .executeTakeFirstOrThrow();
    expect(row.apiKey).toBeNull();
    expect(row.apiKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.apiKeySealed).toMatch(/^sealed:v1:/);
    expect(await everythingStored(server)).not.toContain(apiKey);

    const user = await createTestUser(server.app, { balanceMicro: 1_000_000n });
    expect(await everythingStored(server)).not.toContain(user.apiKey);
    expect((await encrypt(server, user.headers)).status).toBe(200);
    const rotated = await callApi<{ api_key: string }>(server.url, 'POST', 'usfw/update/api-key', {
      token: user.token,
      body: { currentPassword: TEST_USER_PASSWORD },
    });
    expect(rotated.status).toBe(200);
    const fresh = rotated.body.data.api_key;
    expect(await everythingStored(server)).not.toContain(fresh);
    expect((await encrypt(server, user.headers)).body.msg).toBe('Wrong x-api-key and/or x-app-username');
    expect((await encrypt(server, { ...user.headers, 'x-api-key': fresh })).status).toBe(200);
  });

  it('keeps no generated private key in clear in an Idempotency-Key answer, and replays it whole', async () => {
    const user = await createTestUser(server.app, { balanceMicro: 1_000_000n });
    const first = await encrypt(server, user.headers, 'sealed-answer-1');
    expect(first.status).toBe(200);
    expect(first.body.data.privateKey).toContain('PRIVATE KEY');
    const { body } = await server.app.db
      .selectFrom('idempotencyKeys')
      .select('body')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(body).toMatch(/^sealed:v1:/);
    expect(body).not.toContain('PRIVATE KEY');
    expect(await everythingStored(server)).not.toContain('PRIVATE KEY');
    const replay = await encrypt(server, user.headers, 'sealed-answer-1');
    expect(replay.body).toEqual(first.body);
  });

  it('seals at start what an earlier release kept in clear: API keys and kept answers', async () => {
    const user = await createTestUser(server.app, { balanceMicro: 1_000_000n });
    const plainKey = newApiKey();
    await server.app.db
      .updateTable('users')
      .set({ apiKey: plainKey, apiKeyHash: null, apiKeySealed: null })
      .where('id', '=', user.id)
      .execute();
    await server.app.db
      .insertInto('idempotencyKeys')
      .values({
        userId: user.id,
        key: 'kept-in-clear',
        fingerprint: 'f',
        claim: 'c',
        statusCode: 200,
        body: '{"msg":"-----BEGIN PRIVATE KEY-----"}',
      })
      .execute();
    await sealStoredSecrets(server.app.db, server.app.secrets);
    expect(await everythingStored(server)).not.toContain(plainKey);
    expect(await everythingStored(server)).not.toContain('PRIVATE KEY');
    expect((await encrypt(server, { ...user.headers, 'x-api-key': plainKey })).status).toBe(200);
    const profile = await callApi<{ apiKey: string }>(server.url, 'GET', 'usfw/my-profile', { token: user.token });
    expect(profile.body.data.apiKey).toBe(plainKey);
  });

  it('refuses to start with a server key that does not open the keys already sealed', async () => {
    await expect(sealStoredSecrets(server.app.db, createSecretBox(randomBytes(32)))).rejects.toThrow(
      'The server key does not open the API keys stored in the database: start with the SECRETS_KEY (or DATA_DIR/secrets-key) they were sealed with.',
    );
  });
});

describe('the server key', () => {
  it('is SECRETS_KEY (64 hexadecimal characters), needed beside DATABASE_URL, or generated into DATA_DIR', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-key-'));
    try {
      const key = 'ab'.repeat(32);
      expect(Buffer.from(await loadSecretsKey(key, { dataDir, databaseUrl: 'postgres://x' })).toString('hex')).toBe(
        key,
      );
      await expect(loadSecretsKey('short', { dataDir, databaseUrl: undefined })).rejects.toThrow(
        'SECRETS_KEY must be 64 hexadecimal characters (32 random bytes, e.g. from `openssl rand -hex 32`).',
      );
      await expect(loadSecretsKey(undefined, { dataDir, databaseUrl: 'postgres://x' })).rejects.toThrow(
        'SECRETS_KEY must be set with DATABASE_URL: every instance of a fleet seals and finds API keys with the same key (64 hexadecimal characters, e.g. from `openssl rand -hex 32`).',
      );
      const generated = await loadSecretsKey(undefined, { dataDir, databaseUrl: undefined });
      expect(await loadSecretsKey(undefined, { dataDir, databaseUrl: undefined })).toEqual(generated);
      expect((await stat(path.join(dataDir, 'secrets-key'))).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('DATA_DIR', () => {
  it('is created owner-only with everything in it: folders 0700, the database, mails and secrets 0600', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'csi-modes-'));
    const dataDir = path.join(parent, 'data');
    const app = await buildApp({
      ...loadConfig({ DATA_DIR: dataDir, PORT: '0', SITE_DIR: '' }),
      logLevel: 'silent',
      siteDir: undefined,
      databaseUrl: undefined,
      redisUrl: undefined,
    });
    try {
      await app.mailer.send({ to: 'someone@example.com', subject: 'Your code', text: 'Your one-time code is 123456' });
      const mode = async (...parts: string[]) => (await stat(path.join(dataDir, ...parts))).mode & 0o777;
      expect(await mode()).toBe(0o700);
      expect(await mode('db')).toBe(0o700);
      expect(await mode('outbox')).toBe(0o700);
      const [mail] = await readdir(path.join(dataDir, 'outbox'));
      expect(await mode('outbox', mail ?? '')).toBe(0o600);
      expect(await mode('jwt-secret')).toBe(0o600);
      expect(await mode('secrets-key')).toBe(0o600);
    } finally {
      await app.close();
      await rm(parent, { recursive: true, force: true });
    }
  }, 120_000);
});
