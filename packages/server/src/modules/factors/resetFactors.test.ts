import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { callApi } from '../../lib/testing/callApi';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { enrolTotp, postJson } from '../../testing/enrolTotp';
import { startTestServer, TEST_ADMIN, TEST_SECRETS_KEY, type TestServer } from '../../testing/startTestServer';
import { describeReset, noAccountMessage, resetFactors } from './resetFactors';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('resetFactors: the operator recovers an administrator who lost every factor', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  const login = () =>
    callApi<{ jwt?: string; secondStep?: unknown }>(server.url, 'POST', 'usfw/auth/login', {
      body: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });

  it('removes the app, passkeys and recovery codes, ends every session, records the event; the admin must enrol again', async () => {
    const enrolled = await server.adminToken();
    const other = await server.adminToken();
    expect((await login()).body.data.secondStep).toBeDefined();
    const admin = await server.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    // A passkey as a browser would have registered it (what is stored, not a ceremony: passkeys.test.ts has those).
    await server.app.db
      .insertInto('passkeys')
      .values({
        id: 'lost-security-key',
        userId: Number(admin.id),
        name: 'Lost security key',
        publicKey: 'pQECAyYgASFYIA',
        counter: 0,
        transports: 'usb',
        backedUp: false,
      })
      .execute();

    const done = await resetFactors(server.app.db, ' Admin@Test.Local ');
    expect(done).toMatchObject({
      email: TEST_ADMIN.email,
      role: 'admin',
      authenticatorApp: true,
      passkeys: 1,
      recoveryCodes: 10,
      sessionsEnded: 2,
    });
    for (const token of [enrolled, other]) {
      expect((await callApi(server.url, 'GET', 'usfw/my-profile', { token })).status).toBe(401);
    }
    const rows = async (table: 'totpFactors' | 'passkeys' | 'recoveryCodes' | 'recentAuthentications') =>
      server.app.db.selectFrom(table).selectAll().where('userId', '=', done.userId).execute();
    expect(await rows('totpFactors')).toEqual([]);
    expect(await rows('passkeys')).toEqual([]);
    expect(await rows('recoveryCodes')).toEqual([]);
    expect(await rows('recentAuthentications')).toEqual([]);

    // The password alone signs in again, but no admin call is open until two-step sign-in is set up anew.
    const token = (await login()).body.data.jwt ?? '';
    expect(token).not.toBe('');
    expect(await callApi(server.url, 'GET', 'usfw/a/audit-log', { token })).toMatchObject({
      status: 403,
      body: { msg: AUTH_MESSAGES.adminNeedsSecondFactor },
    });
    const activity = await callApi<{ kind: string; details: unknown }[]>(server.url, 'GET', 'usfw/security-activity', {
      token,
    });
    expect(activity.body.data.find((event) => event.kind === 'factors-reset')).toMatchObject({
      details: { by: 'operator command', authenticatorApp: true, passkeys: 1, recoveryCodes: 10, sessionsEnded: 2 },
    });
    const [entry] = await server.app.db
      .selectFrom('auditEvents')
      .selectAll()
      .where('kind', '=', 'factors-reset')
      .execute();
    expect(entry).toMatchObject({ actorId: null, userId: done.userId, targetType: 'user', device: 'operator command' });
  });

  it('refuses an e-mail no account has, changing nothing', async () => {
    const before = await server.app.db.selectFrom('auditEvents').select('id').execute();
    await expect(resetFactors(server.app.db, 'nobody@example.com')).rejects.toThrow(
      'No account has the e-mail nobody@example.com.',
    );
    expect(await server.app.db.selectFrom('auditEvents').select('id').execute()).toHaveLength(before.length);
  });

  it('describes what it did in words', () => {
    expect(
      describeReset({
        userId: 1,
        email: 'a@b.c',
        role: 'admin',
        authenticatorApp: false,
        passkeys: 2,
        recoveryCodes: 0,
        sessionsEnded: 1,
      }),
    ).toBe(
      [
        'Reset the second factors of a@b.c (user 1, role admin):',
        '- authenticator app: none was set up',
        '- passkeys: 2 removed',
        '- recovery codes: 0 unused removed',
        '- sessions: 1 signed out; every token issued until now is refused',
        '- recorded in the audit log as factors-reset',
        'The account now signs in with its password alone; an administrator must set up two-step sign-in again before any admin call.',
      ].join('\n'),
    );
  });
});

describe('npm run admin:reset-factors', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-reset-factors-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  /** Runs the command as the operator does, on the embedded database in `dataDir` (the server stopped). */
  const command = async (...args: string[]) =>
    promisify(execFile)('npm', ['run', '--silent', 'admin:reset-factors', '--', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: serverDir, NODE_OPTIONS: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it("clears the factors of the server's own database and prints what it did; an unknown e-mail fails in words", async () => {
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, PORT: '0', SITE_DIR: '' }),
      logLevel: 'silent',
      jwtSecret: 'test-secret-please-change-0123456789abcdef',
      secretsKey: TEST_SECRETS_KEY,
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      siteDir: undefined,
      databaseUrl: undefined,
    };
    const app = await buildApp(config);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const { jwt } = await postJson<{ jwt: string }>(url, '/usfw/auth/login', {
      username: TEST_ADMIN.email,
      password: TEST_ADMIN.password,
    });
    await enrolTotp(url, jwt);
    await app.close();

    const reset = await command(TEST_ADMIN.email);
    expect(reset.code, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(`Reset the second factors of ${TEST_ADMIN.email} (user `);
    expect(reset.stdout).toContain('- authenticator app: removed');
    expect(reset.stdout).toContain('- recovery codes: 10 unused removed');
    expect(reset.stdout).toContain('- sessions: 1 signed out; every token issued until now is refused');

    const unknown = await command('nobody@example.com');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(noAccountMessage('nobody@example.com'));
    const usage = await command();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run admin:reset-factors -w @csi/server -- <e-mail of the account>');
  }, 120_000);
});
