import type { Client } from '../src/createClient';
import type { PaymentSuccessParams } from '../src/types/Payment';
import { startServerUnderTest, type ServerUnderTest } from './serverClient';

/** What the payer does on the simulated provider's page: opens it, submits its Approve form, lands on the success page. */
async function approveOnCheckoutPage(redirectLink: string): Promise<PaymentSuccessParams> {
  const page = await fetch(redirectLink);
  expect(page.status).toBe(200);
  const action = /<form method="post" action="([^"]+\/approve)">/.exec(await page.text())?.[1];
  expect(action).toEqual(expect.any(String));
  const approved = await fetch(new URL(action ?? '', redirectLink), { method: 'POST', redirect: 'manual' });
  expect(approved.status).toBe(303);
  const success = new URL(approved.headers.get('location') ?? '');
  expect(success.pathname).toBe('/wallet/paymentsuccess');
  return {
    paymentId: success.searchParams.get('paymentId') ?? '',
    token: success.searchParams.get('token') ?? '',
    PayerID: success.searchParams.get('PayerID') ?? '',
  };
}

describe('wallet and payments against the real server', () => {
  let sut: ServerUnderTest;
  let user: Client;

  beforeAll(async () => {
    sut = await startServerUnderTest();
    user = await sut.signUp('kamau@example.co.ke');
  });
  afterAll(() => sut?.server.close());

  it('wallet.topUpFromCredits converts the 200 welcome points into 0.50 USD once', async () => {
    const before = (await user.wallet.details()).data;
    expect(before.creditPoints).toBe(200);

    const { msg } = await user.wallet.topUpFromCredits();
    expect(msg).toBe('Top-up successful: 200 credit points converted, 0.50 USD added to your wallet balance.');
    expect((await user.wallet.details()).data).toEqual({ ...before, creditPoints: 0, balance: before.balance + 0.5 });

    await expect(user.wallet.topUpFromCredits()).rejects.toMatchObject({
      status: 400,
      msg: 'Insufficient credit points: you need more than 1 credit point to top up. 1 credit point converts to 0.0025 USD.',
    });
    expect((await user.wallet.details()).data.balance).toBe(before.balance + 0.5);
  });

  it('payments.start and payments.confirm credit the wallet exactly once, also when the confirmation is replayed', async () => {
    const before = (await user.wallet.details()).data.balance;
    const started = await user.payments.start(25);
    expect(started.msg).toBe('Redirecting you to the payment page.');

    const params = await approveOnCheckoutPage(started.data.redirect_link);
    const visitor = sut.clientOf();
    await expect(visitor.payments.confirm(params)).resolves.toEqual({
      msg: 'Payment successful: 25.00 USD added to your wallet.',
      data: null,
    });
    expect((await user.wallet.details()).data.balance).toBe(before + 25);

    await expect(visitor.payments.confirm(params)).resolves.toMatchObject({ msg: 'Payment already processed.' });
    expect((await user.wallet.details()).data.balance).toBe(before + 25);
  });

  it('payments.start with an idempotencyKey answers a repeat with the first payment, and refuses the key for another amount', async () => {
    const first = await user.payments.start(7, { idempotencyKey: 'top-up-0001' });
    await expect(user.payments.start(7, { idempotencyKey: 'top-up-0001' })).resolves.toEqual(first);
    const other = await user.payments.start(7, { idempotencyKey: 'top-up-0002' });
    expect(other.data.redirect_link).not.toBe(first.data.redirect_link);
    await expect(user.payments.start(8, { idempotencyKey: 'top-up-0001' })).rejects.toMatchObject({
      status: 422,
      msg: 'This Idempotency-Key was already used with a different request.',
    });
  });

  it('wallet.quota and playground.quota answer the same quota, and a program call counts in it', async () => {
    const { data: profile } = await user.profile.get();
    const caller = { apiKey: profile.apiKey ?? '', apiUsername: profile.apiUsername ?? '' };
    await user.playground.encryptData({ ...caller, environment: 'sandbox' }, { rawData: 'counted' });
    const { msg, data } = await user.wallet.quota();
    expect(msg).toBe('Quota.');
    expect(data.wallet).toEqual((await user.wallet.details()).data);
    expect(data.sandbox).toMatchObject({ callsPerDay: 100, used: 1, remaining: 99 });
    expect(data.rateLimit).toMatchObject({ limit: 50, windowSeconds: 60, remaining: 49 });
    const program = await sut.clientOf().playground.quota(caller);
    expect(program.data).toEqual({
      ...data,
      rateLimit: { ...data.rateLimit, resetSeconds: expect.any(Number) },
      sandbox: { ...data.sandbox, resetSeconds: expect.any(Number) },
    });
  });

  it('payments.confirm refuses a token that does not belong to the payment', async () => {
    const started = await user.payments.start(5);
    const params = await approveOnCheckoutPage(started.data.redirect_link);
    const before = (await user.wallet.details()).data.balance;
    await expect(sut.clientOf().payments.confirm({ ...params, token: 'forged' })).rejects.toMatchObject({
      status: 400,
      msg: 'Payment not found, or the confirmation does not match it.',
    });
    expect((await user.wallet.details()).data.balance).toBe(before);
  });
});
