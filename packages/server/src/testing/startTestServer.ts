import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type ServerConfig } from '../config';
import { freshPostgresDatabase } from './freshPostgresDatabase';
import { parseEml, type OutboxMail } from './parseEml';
import { enrolTotp, postJson } from './enrolTotp';
import { totpCodeAfter } from './totpCodeAfter';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  dataDir: string;
  /** Messages written to the outbox so far, oldest first. */
  readOutbox(): Promise<OutboxMail[]>;
  /**
   * A token of the seeded administrator (admin@test.local / Admin-password-1), signed in with two steps as an
   * administrator must: the first call sets up the authenticator app through the API (the test keeps its secret, as
   * the phone would), later calls answer the second step with the app's code. The session starts in sudo mode.
   */
  adminToken(): Promise<string>;
  /** The seeded administrator's authenticator secret, once adminToken set it up. */
  adminTotpSecret(): string | undefined;
  close(): Promise<void>;
}

export const TEST_ADMIN = { email: 'admin@test.local', password: 'Admin-password-1' };
/** The SECRETS_KEY of test servers (64 hexadecimal characters). */
export const TEST_SECRETS_KEY = '5e0c3f1a9b7d24e6c8a1f3b5d7e9021436587a9cbedf0123456789abcdef0f1e';

/**
 * Overrides of a test server behind one proxy at 127.0.0.1, the test client's own address: a call then names its
 * client address in X-Forwarded-For, as a proxy would, so per-address limits can be tried from many addresses.
 */
export const BEHIND_TEST_PROXY = { trustProxy: { addresses: ['127.0.0.1'] } } satisfies Partial<ServerConfig>;

/**
 * Starts a real server on a random port with a fresh DATA_DIR: on the embedded PGlite, or, when
 * DATABASE_URL is set, on a fresh database created on that PostgreSQL server (dropped on close).
 */
export async function startTestServer(
  overrides: Partial<ServerConfig> = {},
  buildOptions: BuildOptions = {},
): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'csi-test-'));
  const pgDb = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const config: ServerConfig = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, PORT: '0', SITE_DIR: '' }),
    logLevel: 'silent',
    jwtSecret: 'test-secret-please-change-0123456789abcdef',
    // As an operator sets it (needed beside DATABASE_URL); the key generated into DATA_DIR has its own test.
    secretsKey: TEST_SECRETS_KEY,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    siteDir: undefined,
    databaseUrl: pgDb?.url,
    // Suites register many users from 127.0.0.1; the default limit has its own test.
    registrationsPerHour: 1_000_000,
    // Suites pay through the simulated provider, on PostgreSQL and Redis too: allowed explicitly, as a test fleet is
    // (its refusal has its own test).
    allowSimulatedPayments: true,
    ...overrides,
  };
  const app = await buildApp(config, buildOptions);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  app.config.publicUrl = overrides.publicUrl ?? url;
  // The administrator's authenticator app, as the test holds it: its secret and the last step whose code was used.
  const admin: { totpSecret?: string; lastStep: number | null } = { lastStep: null };
  return {
    app,
    url,
    dataDir,
    async readOutbox() {
      await app.backgroundTasks.idle();
      const dir = path.join(dataDir, 'outbox');
      const files = (await readdir(dir).catch(() => [] as string[])).sort();
      return Promise.all(files.map(async (f) => parseEml(await readFile(path.join(dir, f), 'utf8'))));
    },
    async adminToken() {
      type SignIn = { jwt?: string; secondStep?: { challenge: string } };
      const credentials = { username: TEST_ADMIN.email, password: TEST_ADMIN.password };
      const first = await postJson<SignIn>(url, '/usfw/auth/login', credentials);
      if (!first.secondStep) {
        if (!first.jwt) throw new Error('admin login answered no token');
        const enrolled = await enrolTotp(url, first.jwt);
        Object.assign(admin, { totpSecret: enrolled.secret, lastStep: enrolled.step });
        return enrolled.jwt;
      }
      if (!admin.totpSecret) throw new Error('the administrator has two-step sign-in this test server did not set up');
      const { code, step } = await totpCodeAfter(admin.totpSecret, admin.lastStep);
      admin.lastStep = step;
      const done = await postJson<SignIn>(url, '/usfw/auth/second-step', {
        challenge: first.secondStep.challenge,
        code,
      });
      if (!done.jwt) throw new Error('the second step answered no token');
      return done.jwt;
    },
    adminTotpSecret: () => admin.totpSecret,
    async close() {
      await app.close();
      await pgDb?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
