import type { Quota } from '@csi/api-client';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { microToUsd } from '../billing';
import { gatewayRateKey, RATE_LIMIT_WINDOW_S, secondsToReset } from '../gateway/rateLimitHeaders';
import { SANDBOX_LIMITS, sandboxQuotaWindow } from '../gateway/sandboxLimits';
import { readWallet } from '../wallet/readWallet';

/** The account whose quota is read. */
export interface QuotaAccount {
  userId: number;
  apiUsername: string;
}

/** The first day of the UTC month of `now`, as 'YYYY-MM-DD'. */
const monthStart = (now: number) => `${new Date(now).toISOString().slice(0, 7)}-01`;

/**
 * The account's wallet, this month's charges, and its gateway and sandbox windows as the limiter counts them (peeked,
 * not counted: reading the quota spends none of it). A window not started yet is whole, with nothing to wait for.
 */
export async function readQuota(app: FastifyInstance, account: QuotaAccount, now = Date.now()): Promise<Quota> {
  const from = monthStart(now);
  const sandboxWindow = sandboxQuotaWindow(account.apiUsername, now);
  const limit = app.config.gatewayRateLimit;
  const [wallet, charged, rate, sandbox] = await Promise.all([
    readWallet(app.db, account.userId),
    app.db
      .selectFrom('ledger')
      .select(sql<string>`coalesce(-sum(free_coins_delta_micro + balance_delta_micro), 0)`.as('micro'))
      .where('userId', '=', account.userId)
      .where('kind', '=', 'api_charge')
      .where(sql<Date>`created_at`, '>=', new Date(`${from}T00:00:00Z`))
      .executeTakeFirstOrThrow(),
    app.limiter.peek(gatewayRateKey(account.apiUsername)),
    app.limiter.peek(sandboxWindow.key),
  ]);
  const sandboxUsed = Math.min(sandbox.count, SANDBOX_LIMITS.callsPerDay);
  return {
    wallet,
    month: { from, spent: microToUsd(String(charged.micro)) },
    rateLimit: {
      limit,
      windowSeconds: RATE_LIMIT_WINDOW_S,
      remaining: Math.max(0, limit - rate.count),
      resetSeconds: rate.count === 0 ? 0 : secondsToReset(rate.resetMs),
    },
    sandbox: {
      callsPerDay: SANDBOX_LIMITS.callsPerDay,
      used: sandboxUsed,
      remaining: SANDBOX_LIMITS.callsPerDay - sandboxUsed,
      resetSeconds: secondsToReset(sandboxWindow.msLeft),
    },
  };
}
