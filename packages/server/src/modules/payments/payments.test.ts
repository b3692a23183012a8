import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser, type TestUser } from '../../testing/createTestUser';
import { startFakePaypal, type FakePaypal } from '../../testing/fakePaypal';
import { pdfText } from '../../testing/pdfText';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { PAYMENT_MESSAGES } from './messages';

const start = (server: TestServer, user: TestUser, query: string) =>
  callApi<{ redirect_link: string }>(server.url, 'POST', `payment_gtw/paypal/start-payment?${query}`, {
    token: user.token,
  });
const success = (server: TestServer, params: Record<string, string>) =>
  callApi(server.url, 'GET', `payment_gtw/paypal/payment-success?${new URLSearchParams(params)}`);
const balanceOf = async (server: TestServer, user: TestUser) =>
  (
    await server.app.db
      .selectFrom('wallets')
      .select('balanceMicro')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow()
  ).balanceMicro;
const paymentCredits = async (server: TestServer, user: TestUser) =>
  server.app.db
    .selectFrom('ledger')
    .select('balanceDeltaMicro')
    .where('userId', '=', user.id)
    .where('kind', '=', 'payment_top_up')
    .execute();

describe('payments with the simulated provider', () => {
  let server: TestServer;
  let user: TestUser;
  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server.app);
  });
  afterAll(async () => {
    await server.close();
  });

  /** Starts a payment and approves it on the checkout page; answers the success-page query. */
  async function approvedPayment(amount: string, payer = user): Promise<Record<string, string>> {
    const started = await start(server, payer, `amount=${amount}&currency=USD`);
    expect(started.status).toBe(200);
    const approve = await fetch(`${started.body.data.redirect_link}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approve.status).toBe(303);
    const location = new URL(approve.headers.get('location') ?? '');
    expect(location.pathname).toBe('/wallet/paymentsuccess');
    return Object.fromEntries(location.searchParams);
  }

  it('checks the amount and currency with the spec messages', async () => {
    const cases: [string, string][] = [
      ['amount=abc&currency=USD', 'Amount must be a valid number.'],
      ['currency=USD', 'Amount must be a valid number.'],
      ['amount=0&currency=USD', 'Amount must be greater than 0.'],
      ['amount=-5&currency=USD', 'Amount must be greater than 0.'],
      ['amount=0.99&currency=USD', 'The smallest top-up is 1.00 USD.'],
      ['amount=0.01&currency=USD', 'The smallest top-up is 1.00 USD.'],
      ['amount=1e1&currency=USD', 'Amount must be a valid number.'],
      ['amount=0x10&currency=USD', 'Amount must be a valid number.'],
      ['amount=%2B5&currency=USD', 'Amount must be a valid number.'],
      ['amount=10.001&currency=USD', PAYMENT_MESSAGES.tooManyDecimals],
      ['amount=10000.01&currency=USD', PAYMENT_MESSAGES.tooLarge],
      ['amount=12345678901234&currency=USD', PAYMENT_MESSAGES.tooLarge],
      ['amount=10&currency=EUR', PAYMENT_MESSAGES.usdOnly],
    ];
    for (const [query, msg] of cases) {
      const reply = await start(server, user, query);
      expect({ query, status: reply.status, msg: reply.body.msg }).toEqual({ query, status: 400, msg });
    }
    expect((await callApi(server.url, 'POST', 'payment_gtw/paypal/start-payment?amount=5')).status).toBe(401);
  });

  it('serves an accessible checkout page with the amount and Approve and Cancel buttons', async () => {
    const started = await start(server, user, 'amount=12.5&currency=USD');
    expect(started.body.data.redirect_link).toMatch(
      new RegExp(`^${server.url}/payment_gtw/simulated/checkout/pay_[0-9a-f]{32}$`),
    );
    const page = await fetch(started.body.data.redirect_link);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('12.50 USD');
    expect(html).toMatch(/<form method="post" action="[^"]+\/approve"><button type="submit">Approve/);
    expect(html).toMatch(/<form method="post" action="[^"]+\/cancel"><button type="submit">Cancel<\/button>/);
  });

  it('credits the wallet once on success, and a replay credits nothing more', async () => {
    const before = BigInt(await balanceOf(server, user));
    const query = await approvedPayment('10');
    expect(query).toEqual({
      paymentId: expect.stringMatching(/^pay_/),
      token: expect.stringMatching(/^[0-9a-f]{48}$/),
      PayerID: expect.any(String),
    });
    const first = await success(server, query);
    expect(first).toMatchObject({ status: 200, body: { msg: 'Payment successful: 10.00 USD added to your wallet.' } });
    const replay = await success(server, query);
    expect(replay).toMatchObject({ status: 200, body: { msg: 'Payment already processed.' } });
    expect(BigInt(await balanceOf(server, user))).toBe(before + 10_000_000n);
  });

  it('accepts the smallest top-up, 1.00 USD, and marks a simulated top-up as such in the ledger', async () => {
    const payer = await createTestUser(server.app);
    const first = await success(server, await approvedPayment('1.00', payer));
    expect(first).toMatchObject({ status: 200, body: { msg: 'Payment successful: 1.00 USD added to your wallet.' } });
    const rows = await server.app.db
      .selectFrom('ledger')
      .select(['description', 'balanceDeltaMicro'])
      .where('userId', '=', payer.id)
      .where('kind', '=', 'payment_top_up')
      .execute();
    expect(rows).toEqual([
      { description: 'Top-up of 1.00 USD (simulated, no money taken)', balanceDeltaMicro: '1000000' },
    ]);
  });

  it('credits once when the success call arrives many times at once', async () => {
    const before = BigInt(await balanceOf(server, user));
    const query = await approvedPayment('7.25');
    const replies = await Promise.all(Array.from({ length: 10 }, () => success(server, query)));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(replies.filter((r) => r.body.msg === 'Payment successful: 7.25 USD added to your wallet.')).toHaveLength(1);
    expect(BigInt(await balanceOf(server, user))).toBe(before + 7_250_000n);
  });

  it('refuses forged calls: a wrong token, an unknown payment, a payment never approved', async () => {
    const before = await balanceOf(server, user);
    const query = await approvedPayment('3');
    expect(await success(server, { ...query, token: 'f'.repeat(48) })).toMatchObject({
      status: 400,
      body: { msg: PAYMENT_MESSAGES.notFound },
    });
    // Same length in characters, longer in UTF-8 bytes.
    expect(await success(server, { ...query, token: `é${'f'.repeat(47)}` })).toMatchObject({
      status: 400,
      body: { msg: PAYMENT_MESSAGES.notFound },
    });
    expect(await success(server, { ...query, paymentId: 'pay_nope' })).toMatchObject({
      status: 400,
      body: { msg: PAYMENT_MESSAGES.notFound },
    });
    const pending = await start(server, user, 'amount=4&currency=USD');
    const paymentId = pending.body.data.redirect_link.split('/').pop() ?? '';
    const secret = await server.app.db
      .selectFrom('payments')
      .select('providerOrderId')
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const unapproved = await success(server, { paymentId, token: secret.providerOrderId ?? '', PayerID: 'X' });
    expect(unapproved).toMatchObject({ status: 400, body: { msg: PAYMENT_MESSAGES.notApproved } });
    expect(await balanceOf(server, user)).toBe(before);
  });

  it('refuses a NUL character in the success query or a checkout path with 400 and a msg', async () => {
    const nul = (part: string, field: string) => ({
      status: 400,
      body: { msg: `Invalid request: ${part}.${field} must not contain NUL characters.` },
    });
    expect(await success(server, { paymentId: '\u0000', token: 'x' })).toMatchObject(nul('query', 'paymentId'));
    expect(await success(server, { paymentId: 'pay_x', token: 'a\u0000' })).toMatchObject(nul('query', 'token'));
    const checkout = 'payment_gtw/simulated/checkout/%00';
    expect(await callApi(server.url, 'GET', checkout)).toMatchObject(nul('params', 'paymentId'));
    expect(await callApi(server.url, 'POST', `${checkout}/approve`)).toMatchObject(nul('params', 'paymentId'));
    expect(await callApi(server.url, 'POST', `${checkout}/cancel`)).toMatchObject(nul('params', 'paymentId'));
  });

  it('cancels back to the dashboard, after which the payment cannot complete', async () => {
    const started = await start(server, user, 'amount=2&currency=USD');
    const cancel = await fetch(`${started.body.data.redirect_link}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(`${server.url}/ac/dashboard`);
    const approve = await fetch(`${started.body.data.redirect_link}/approve`, { method: 'POST', redirect: 'manual' });
    expect(approve.headers.get('location')).toBe('/ac/dashboard');
  });

  it('keeps the ledger in step with every credit', async () => {
    const credits = await paymentCredits(server, user);
    const total = credits.reduce((sum, row) => sum + BigInt(row.balanceDeltaMicro), 0n);
    expect(credits).toHaveLength(2);
    expect(total).toBe(17_250_000n);
  });

  it('credits 0.1 credit points per completed top-up, once, shown in the wallet details', async () => {
    const payer = await createTestUser(server.app, { creditPoints: 0n });
    const details = async () =>
      (
        await callApi<{ creditPoints: number; balance: number }>(server.url, 'GET', 'usfw/wallet/details', {
          token: payer.token,
        })
      ).body.data;
    const topUp = async () => {
      const started = await start(server, payer, 'amount=12.34&currency=USD');
      const approve = await fetch(`${started.body.data.redirect_link}/approve`, { method: 'POST', redirect: 'manual' });
      const query = Object.fromEntries(new URL(approve.headers.get('location') ?? '').searchParams);
      expect((await success(server, query)).body.msg).toBe('Payment successful: 12.34 USD added to your wallet.');
      expect((await success(server, query)).body.msg).toBe('Payment already processed.');
    };
    await topUp();
    expect(await details()).toMatchObject({ creditPoints: 0.1, balance: 12.34 });
    await topUp();
    expect(await details()).toMatchObject({ creditPoints: 0.2, balance: 24.68 });
    const rows = await server.app.db
      .selectFrom('ledger')
      .select(['creditPointsDelta', 'balanceDeltaMicro'])
      .where('userId', '=', payer.id)
      .where('kind', '=', 'payment_top_up')
      .execute();
    expect(rows.map((row) => [Number(row.creditPointsDelta), row.balanceDeltaMicro])).toEqual([
      [0.1, '12340000'],
      [0.1, '12340000'],
    ]);
  });
});

describe('payments through PayPal Orders v2 (local fake)', () => {
  let server: TestServer;
  let paypal: FakePaypal;
  let user: TestUser;
  beforeAll(async () => {
    paypal = await startFakePaypal('client-id', 'client-secret');
    server = await startTestServer({
      paymentProvider: 'paypal',
      paypal: { clientId: 'client-id', clientSecret: 'client-secret', apiBase: paypal.url },
    });
    user = await createTestUser(server.app);
  });
  afterAll(async () => {
    await server.close();
    await paypal.close();
  });

  /** Starts a payment; answers the order as the fake holds it. */
  async function startOrder(amount: string) {
    const started = await start(server, user, `amount=${amount}&currency=USD`);
    expect(started.status).toBe(200);
    const orderId = new URL(started.body.data.redirect_link).searchParams.get('token') ?? '';
    const order = paypal.orders.get(orderId);
    if (!order) throw new Error('order not created at the fake');
    return order;
  }

  it('creates an order for the amount with return and cancel URLs under PUBLIC_URL, and credits after capture', async () => {
    const order = await startOrder('25.5');
    expect(order.amount).toEqual({ currency_code: 'USD', value: '25.50' });
    const paymentId = new URL(order.returnUrl).searchParams.get('paymentId') ?? '';
    expect(order.returnUrl).toBe(`${server.url}/wallet/paymentsuccess?paymentId=${paymentId}`);

    const query = { paymentId, token: order.id, PayerID: 'PAYER1' };
    expect(await success(server, query)).toMatchObject({ status: 400, body: { msg: PAYMENT_MESSAGES.notApproved } });
    paypal.approve(order.id);
    const before = BigInt(await balanceOf(server, user));
    const replies = await Promise.all([success(server, query), success(server, query), success(server, query)]);
    expect(replies.map((r) => r.body.msg).sort()).toEqual(
      [
        'Payment already processed.',
        'Payment already processed.',
        'Payment successful: 25.50 USD added to your wallet.',
      ].sort(),
    );
    expect(BigInt(await balanceOf(server, user))).toBe(before + 25_500_000n);
  });

  it('gives a captured PayPal top-up a numbered receipt with the order id, mailed with its PDF attached', async () => {
    const order = await startOrder('12');
    const paymentId = new URL(order.returnUrl).searchParams.get('paymentId') ?? '';
    paypal.approve(order.id);
    const credited = await success(server, { paymentId, token: order.id, PayerID: 'PAYER2' });
    expect(credited.body.msg).toBe('Payment successful: 12.00 USD added to your wallet.');
    const list = await callApi<{ receipts: { number: string; reference: string }[] }>(
      server.url,
      'GET',
      'usfw/receipts',
      { token: user.token },
    );
    const receipt = list.body.data.receipts.find((r) => r.reference === order.id);
    expect(receipt).toMatchObject({
      number: expect.stringMatching(/^CSI-R-\d{6}$/),
      method: 'PayPal',
      amount_usd: '12.00',
    });
    const number = receipt?.number ?? '';
    const mail = (await server.readOutbox()).filter((m) => m.subject === `Your CSI receipt ${number}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toBe(user.email);
    const attached = mail[0]?.attachments ?? [];
    expect(attached.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']]);
    const pdf = attached[0]?.content ?? Buffer.alloc(0);
    expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfText(pdf)).toContain(number);
    expect(pdfText(pdf)).toContain(order.id);
  });

  it('refuses to credit when the captured amount differs from the payment', async () => {
    const order = await startOrder('40');
    paypal.approve(order.id);
    paypal.captureAmountOverride = '0.01';
    const paymentId = new URL(order.returnUrl).searchParams.get('paymentId') ?? '';
    const before = await balanceOf(server, user);
    const reply = await success(server, { paymentId, token: order.id, PayerID: 'P' });
    paypal.captureAmountOverride = null;
    expect(reply).toMatchObject({ status: 400, body: { msg: PAYMENT_MESSAGES.mismatch } });
    expect(await balanceOf(server, user)).toBe(before);
  });

  it('refuses a token that belongs to another payment', async () => {
    const first = await startOrder('1');
    const second = await startOrder('2');
    paypal.approve(first.id);
    const paymentId = new URL(second.returnUrl).searchParams.get('paymentId') ?? '';
    const reply = await success(server, { paymentId, token: first.id, PayerID: 'P' });
    expect(reply).toMatchObject({ status: 400, body: { msg: PAYMENT_MESSAGES.notFound } });
  });
});
