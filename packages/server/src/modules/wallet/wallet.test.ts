import type { Wallet } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { formatUsd, INSUFFICIENT_CREDIT_POINTS, microToUsd, usdToMicro } from '../billing';

describe('money conversions', () => {
  it('reads USD amounts exactly, refusing more decimals than allowed', () => {
    expect(usdToMicro(0.005)).toBe(5000n);
    expect(usdToMicro('10.5', 2)).toBe(10_500_000n);
    expect(usdToMicro(0.1 + 0.2)).toBeNull();
    expect(usdToMicro('1.001', 2)).toBeNull();
    expect(usdToMicro('1e3')).toBeNull();
    expect(usdToMicro('-1')).toBeNull();
  });

  it('answers USD numbers and texts from micro-dollars', () => {
    expect(microToUsd('500000')).toBe(0.5);
    expect(microToUsd(123_456_789n)).toBe(123.456789);
    expect(formatUsd(500_000n)).toBe('0.50');
    expect(formatUsd(2500n)).toBe('0.0025');
    expect(formatUsd(10_000_000n)).toBe('10.00');
  });
});

describe('the wallet usfw/wallet', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the welcome grant of a new account in USD', async () => {
    const user = await createTestUser(server.app);
    const reply = await callApi<Wallet>(server.url, 'GET', 'usfw/wallet/details', { token: user.token });
    expect(reply.body.data).toEqual({ creditPoints: 200, freeCoins: 0.5, balance: 0 });
    expect((await callApi(server.url, 'GET', 'usfw/wallet/details')).status).toBe(401);
  });

  it('converts every credit point at 0.0025 USD into balance, once, with a ledger row', async () => {
    const user = await createTestUser(server.app, { creditPoints: 201n, balanceMicro: 1n });
    const replies = await Promise.all(
      Array.from({ length: 4 }, () =>
        callApi(server.url, 'GET', 'usfw/wallet/top-up-account-cr-w', { token: user.token }),
      ),
    );
    const ok = replies.filter((r) => r.status === 200);
    expect(ok.map((r) => r.body.msg)).toEqual([
      'Top-up successful: 201 credit points converted, 0.5025 USD added to your wallet balance.',
    ]);
    expect(replies.filter((r) => r.status === 400).map((r) => r.body.msg)).toEqual(
      Array(3).fill(INSUFFICIENT_CREDIT_POINTS),
    );
    const wallet = await callApi<Wallet>(server.url, 'GET', 'usfw/wallet/details', { token: user.token });
    expect(wallet.body.data).toEqual({ creditPoints: 0, freeCoins: 0.5, balance: 0.502501 });
    const rows = await server.app.db.selectFrom('ledger').selectAll().where('userId', '=', user.id).execute();
    const sum = (pick: (r: (typeof rows)[number]) => string) => rows.reduce((total, r) => total + BigInt(pick(r)), 0n);
    expect([
      sum((r) => r.creditPointsDelta),
      sum((r) => r.freeCoinsDeltaMicro),
      sum((r) => r.balanceDeltaMicro),
    ]).toEqual([0n, 500_000n, 502_501n]);
  });

  it('converts fractional credit points exactly: 200.1 points are 0.50025 USD', async () => {
    const user = await createTestUser(server.app, { creditPoints: 200n, balanceMicro: 0n });
    await server.app.db.updateTable('wallets').set({ creditPoints: '200.1' }).where('userId', '=', user.id).execute();
    const reply = await callApi(server.url, 'GET', 'usfw/wallet/top-up-account-cr-w', { token: user.token });
    expect(reply.body.msg).toBe(
      'Top-up successful: 200.1 credit points converted, 0.50025 USD added to your wallet balance.',
    );
    const wallet = await callApi<Wallet>(server.url, 'GET', 'usfw/wallet/details', { token: user.token });
    expect(wallet.body.data).toEqual({ creditPoints: 0, freeCoins: 0.5, balance: 0.50025 });
  });

  it('refuses 1.0 credit points but converts 1.1', async () => {
    const user = await createTestUser(server.app, { creditPoints: 0n, balanceMicro: 0n });
    const setPoints = (points: string) =>
      server.app.db.updateTable('wallets').set({ creditPoints: points }).where('userId', '=', user.id).execute();
    const convert = () => callApi(server.url, 'GET', 'usfw/wallet/top-up-account-cr-w', { token: user.token });
    await setPoints('1.0');
    expect((await convert()).body.msg).toBe(INSUFFICIENT_CREDIT_POINTS);
    await setPoints('1.1');
    expect((await convert()).body.msg).toBe(
      'Top-up successful: 1.1 credit points converted, 0.00275 USD added to your wallet balance.',
    );
  });

  it('refuses to convert 1 credit point or fewer with the spec message', async () => {
    const user = await createTestUser(server.app, { creditPoints: 1n });
    const reply = await callApi(server.url, 'GET', 'usfw/wallet/top-up-account-cr-w', { token: user.token });
    expect(reply).toMatchObject({
      status: 400,
      body: {
        msg: 'Insufficient credit points: you need more than 1 credit point to top up. 1 credit point converts to 0.0025 USD.',
      },
    });
  });
});
