import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { callApi } from '../lib/testing/callApi';
import { signUp } from '../lib/testing/signUp';

/** The PostgreSQL and Redis the fleet suite runs on (the machine's own, as in CI). */
export const FLEET_PG = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
/** A Redis database number of its own, so the suite's counters never meet other tests'. */
export const FLEET_REDIS = 'redis://127.0.0.1:6379/7';
/** One signing secret for every instance of a fleet (as an operator sets JWT_SECRET). */
export const FLEET_SECRET = 'fleet-test-secret-0123456789abcdef0123456789';
export const FLEET_ADMIN = { ADMIN_EMAIL: 'admin@fleet.local', ADMIN_PASSWORD: 'Fleet-admin-password-1' };

/** True when a TCP connection to host:port opens within a second. */
export async function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** A registered user with gateway credentials, made through the HTTP API of `url`. */
export interface FleetUser {
  id: number;
  token: string;
  headers: { 'x-api-key': string; 'x-app-username': string };
}

/**
 * Registers a new user on `instance`, verifies its e-mail with the code the instance mailed to its outbox (live calls
 * need a verified e-mail), and reads its API credentials.
 */
export async function fleetUser(instance: { url: string; dataDir: string }, tag: string): Promise<FleetUser> {
  const { url } = instance;
  const email = `${tag}-${Math.random().toString(36).slice(2, 8)}@fleet.local`;
  const { token, id } = await signUp(url, email);
  await callApi(url, 'PUT', 'usfw/auth/account-activate-recover', { body: { email } });
  const activationCode = await mailedCode(path.join(instance.dataDir, 'outbox'), email);
  const verified = await callApi(url, 'POST', 'usfw/auth/activate-account', { body: { email, activationCode } });
  if (verified.status !== 200) throw new Error(`verifying ${email} failed: ${verified.status} ${verified.body.msg}`);
  const profile = await callApi<{ apiKey: string; apiUsername: string }>(url, 'GET', 'usfw/my-profile', { token });
  return {
    id,
    token,
    headers: { 'x-api-key': profile.body.data.apiKey, 'x-app-username': profile.body.data.apiUsername },
  };
}

/** The one-time code mailed to `email` in `outbox` (the mail is sent after the answer: waits up to 10 s). */
async function mailedCode(outbox: string, email: string): Promise<string> {
  for (let waited = 0; waited < 10_000; waited += 100) {
    for (const file of await readdir(outbox).catch(() => [] as string[])) {
      const text = await readFile(path.join(outbox, file), 'utf8');
      const code = text.includes(email) ? /one-time code is (\d{8})/.exec(text)?.[1] : undefined;
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no one-time code mailed to ${email}`);
}

/** Users whose wallet differs from the sum of their ledger rows (none, when money is consistent). */
export async function walletsNotMatchingLedger(databaseUrl: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`
      select w.user_id from wallets w
      left join (select user_id, sum(credit_points_delta) cp, sum(free_coins_delta_micro) fc,
                        sum(balance_delta_micro) b from ledger group by user_id) l on l.user_id = w.user_id
      where w.credit_points <> coalesce(l.cp, 0) or w.free_coins_micro <> coalesce(l.fc, 0)
         or w.balance_micro <> coalesce(l.b, 0)`);
    return rows;
  } finally {
    await client.end();
  }
}

/** Ends every connection of the instances to `databaseUrl`'s database, as a failover or restart does. */
export async function terminateConnections(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}
