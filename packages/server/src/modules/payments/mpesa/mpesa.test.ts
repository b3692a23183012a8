import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMpesaSettings } from './loadMpesaSettings';
import { callApi } from '../../../lib/testing/callApi';
import { createTestUser, type TestUser } from '../../../testing/createTestUser';
import { startFakeDaraja, type FakeDaraja } from '../../../testing/fakeDaraja';
import { pdfText } from '../../../testing/pdfText';
import { startTestServer, type TestServer } from '../../../testing/startTestServer';
import { createDarajaClient } from './createDarajaClient';
import { FAKE_DARAJA_CREDENTIALS } from './darajaPassword';
import type { FakePush } from './fakeDarajaRoutes';

interface Status {
  payment_id: string;
  state: string;
  message: string;
  amount_usd: string;
  receipt_number: string | null;
}

describe('M-Pesa top-ups against the fake Daraja', () => {
  let fake: FakeDaraja;
  let server: TestServer;
  let user: TestUser;

  beforeAll(async () => {
    fake = await startFakeDaraja(30);
    server = await startTestServer({ mpesa: { ...loadMpesaSettings({}), provider: 'fake', apiBase: fake.url } });
    user = await createTestUser(server.app);
  });
  afterAll(async () => {
    await server.close();
    await fake.close();
  });

  const start = (body: object, who = user) =>
    callApi<Status>(server.url, 'POST', 'payment_gtw/mpesa/start-payment', { token: who.token, body });
  const status = (paymentId: string, who = user) =>
    callApi<Status>(server.url, 'GET', `payment_gtw/mpesa/payments/${paymentId}`, { token: who.token });
  const wallet = async (who = user) =>
    server.app.db.selectFrom('wallets').selectAll().where('userId', '=', who.id).executeTakeFirstOrThrow();
  const topUps = async (who = user) =>
    server.app.db
      .selectFrom('ledger')
      .selectAll()
      .where('userId', '=', who.id)
      .where('kind', '=', 'payment_top_up')
      .execute();
  const pushOf = async (paymentId: string): Promise<FakePush> => {
    const payment = await server.app.db
      .selectFrom('payments')
      .selectAll()
      .where('id', '=', paymentId)
      .executeTakeFirstOrThrow();
    const push = fake.state.pushes.get(payment.providerOrderId ?? '');
    if (!push) throw new Error('push not received');
    return push;
  };
  /**
   * The payment's status once it leaves 'pending'. The fake answers at once and its callback settles the payment; on
   * a busy machine a callback may time out, and then the STK query settles it (45 s after the start, by a sweep every
   * 30 s), so the bound is past both.
   */
  async function settled(paymentId: string, who = user): Promise<Status> {
    for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
      const reply = await status(paymentId, who);
      if (reply.body.data.state !== 'pending') return reply.body.data;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error('payment still pending after 90 s');
  }
  async function waitUntilAnswered(push: FakePush) {
    while (!push.settled) await new Promise((r) => setTimeout(r, 10));
  }

  it('quotes KES in USD at the configured rate with its date', async () => {
    const reply = await callApi(server.url, 'GET', 'payment_gtw/mpesa/quote?amount_kes=1000', { token: user.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      amount_kes: 1000,
      amount_usd: '7.75',
      kes_per_usd: '129.00',
      rate_date: '2026-11-01',
      minimum_kes: 129,
      maximum_kes: 250000,
    });
    const small = await callApi(server.url, 'GET', 'payment_gtw/mpesa/quote?amount_kes=100', { token: user.token });
    expect([small.status, small.body.msg]).toEqual([400, 'The smallest M-Pesa top-up is 129 KES (1.00 USD).']);
  });

  it('refuses a phone that is not Kenyan and an amount that is not whole shillings, changing nothing', async () => {
    const phone = await start({ amount_kes: '1000', phone: '0812 345 678' });
    expect([phone.status, phone.body.msg]).toEqual([
      400,
      'Enter a Safaricom M-Pesa number, such as 0712 345 678, +254 712 345 678 or 254712345678.',
    ]);
    const amount = await start({ amount_kes: '100.50', phone: '0712 345 678' });
    expect([amount.status, amount.body.msg]).toEqual([
      400,
      'Enter the amount in whole Kenyan shillings, such as 1000.',
    ]);
    const large = await start({ amount_kes: '250001', phone: '0712 345 678' });
    expect([large.status, large.body.msg]).toEqual([400, 'The largest M-Pesa top-up is 250000 KES per payment.']);
    expect(fake.state.pushes.size).toBe(0);
  });

  it('credits a paid STK push once, with the KES amount, rate and receipt number in the ledger, and a receipt mailed with its PDF', async () => {
    const before = await wallet();
    const started = await start({ amount_kes: '1000', phone: '0712 345 678' });
    expect(started.status).toBe(200);
    expect(started.body.msg).toBe('Check your phone and enter your M-Pesa PIN.');
    expect(started.body.data.state).toBe('pending');
    const push = await pushOf(started.body.data.payment_id);
    expect([push.phone, push.amount]).toEqual(['254712345678', 1000]);
    const done = await settled(started.body.data.payment_id);
    expect(done.state).toBe('completed');
    expect(done.message).toBe('Payment received: 7.75 USD added to your wallet.');
    const after = await wallet();
    expect(BigInt(after.balanceMicro) - BigInt(before.balanceMicro)).toBe(7_750_000n);
    expect(Number(after.creditPoints) - Number(before.creditPoints)).toBeCloseTo(0.1, 5);
    const rows = await topUps();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.description).toBe(
      `Top-up of 7.75 USD (mpesa-fake, simulated, no money taken) [1000 KES at 129.00 KES/USD of 2026-11-01, M-Pesa receipt ${push.receipt}; 7.75 USD]`,
    );
    expect(done.receipt_number).toMatch(/^CSI-R-\d{6}$/);
    const number = done.receipt_number ?? '';

    const receipt = await callApi<Record<string, unknown>>(server.url, 'GET', `usfw/receipts/${number}`, {
      token: user.token,
    });
    expect(receipt.body.data).toMatchObject({
      number,
      method: 'M-Pesa (simulated, no money taken)',
      reference: push.receipt,
      amount_usd: '7.75',
      amount_kes: '1000.00',
      kes_per_usd: '129.00',
      rate_date: '2026-11-01',
      company: { name: 'CSI Cyber Security Solutions', location: 'Westlands, Nairobi, Kenya' },
    });
    const pdf = await fetch(`${server.url}/usfw/receipts/${number}/pdf`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(text).toContain(number);
    expect(text).toContain('1000.00 KES');
    const mail = (await server.readOutbox()).filter((m) => m.subject === `Your CSI receipt ${number}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.text).toContain(push.receipt);
    const attached = mail[0]?.attachments ?? [];
    expect(attached.map((a) => [a.filename, a.contentType])).toEqual([[`${number}.pdf`, 'application/pdf']]);
    const attachedPdf = attached[0]?.content ?? Buffer.alloc(0);
    expect(attachedPdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
    expect(pdfText(attachedPdf)).toContain(number);
    const list = await callApi<{ receipts: { number: string }[] }>(server.url, 'GET', 'usfw/receipts', {
      token: user.token,
    });
    expect(list.body.data.receipts.map((r) => r.number)).toContain(number);

    const other = await createTestUser(server.app);
    expect((await callApi(server.url, 'GET', `usfw/receipts/${number}`, { token: other.token })).status).toBe(404);
    expect((await status(started.body.data.payment_id, other)).status).toBe(404);
  });

  it('gives each failure result code its plain message and credits nothing', async () => {
    const payer = await createTestUser(server.app);
    const cases: [string, string, string][] = [
      [
        '0712 340 001',
        'insufficient_funds',
        'Your M-Pesa balance is not enough for this payment. Top up M-Pesa and try again.',
      ],
      ['0712 341 032', 'cancelled', 'You cancelled the payment on your phone. Nothing was taken.'],
      ['0712 341 037', 'timed_out', 'Your phone could not be reached or did not answer in time. Please try again.'],
      ['0712 342 001', 'wrong_pin', 'The M-Pesa PIN was wrong. Nothing was taken; please try again.'],
      ['0712 341 019', 'timed_out', 'The payment request expired before it was approved. Please try again.'],
      ['0712 341 025', 'failed', 'M-Pesa could not send the payment request to your phone. Please try again.'],
      ['0712 341 001', 'failed', 'Another M-Pesa transaction is in progress on your phone. Finish it, then try again.'],
      ['0712 349 999', 'failed', 'M-Pesa could not send the payment request to your phone. Please try again.'],
      ['0712 340 017', 'failed', 'M-Pesa could not process the payment just now. Please try again in a minute.'],
      ['0712 340 026', 'failed', 'M-Pesa is busy. Please try again in a minute.'],
    ];
    const before = await wallet(payer);
    for (const [phone, state, message] of cases) {
      const started = await start({ amount_kes: '500', phone }, payer);
      expect(started.status).toBe(200);
      const done = await settled(started.body.data.payment_id, payer);
      expect({ phone, state: done.state, message: done.message }).toEqual({ phone, state, message });
    }
    expect(await wallet(payer)).toEqual(before);
    expect(await topUps(payer)).toHaveLength(0);
    // Ten payments one after another, any of which may wait for the STK query on a busy machine.
  }, 300_000);

  it('refuses forged callbacks (wrong secret, wrong amount, unknown CheckoutRequestID) and credits a replay once', async () => {
    const payer = await createTestUser(server.app);
    fake.state.loseCallbacks = true;
    const started = await start({ amount_kes: '2000', phone: '+254 712 345678' }, payer).finally(() => undefined);
    const push = await pushOf(started.body.data.payment_id);
    await waitUntilAnswered(push);
    fake.state.loseCallbacks = false;
    const callback = push.callback;
    if (!callback) throw new Error('no callback');
    const genuine = callback;
    const post = (url: string, body: unknown) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const callbackUrl = new URL(push.callbackUrl);
    callbackUrl.host = new URL(server.url).host;
    const url = callbackUrl.toString();
    const withCallback = (change: (cb: typeof genuine.Body.stkCallback) => void) => {
      const copy = structuredClone(genuine);
      change(copy.Body.stkCallback);
      return copy;
    };

    const wrongSecret = await post(
      url.replace(/\/[0-9a-f]+$/, '/0123456789abcdef0123456789abcdef0123456789abcdef'),
      genuine,
    );
    expect(wrongSecret.status).toBe(400);
    const wrongAmount = await post(
      url,
      withCallback((cb) => {
        const amount = cb.CallbackMetadata?.Item.find((i) => i.Name === 'Amount');
        if (amount) amount.Value = 20000;
      }),
    );
    expect(wrongAmount.status).toBe(400);
    const unknownCheckout = await post(
      url,
      withCallback((cb) => (cb.CheckoutRequestID = 'ws_CO_000000000000000000')),
    );
    expect(unknownCheckout.status).toBe(400);
    expect(await topUps(payer)).toHaveLength(0);
    expect((await status(started.body.data.payment_id, payer)).body.data.state).toBe('pending');

    const first = await post(url, genuine);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const replay = await post(url, genuine);
    expect(replay.status).toBe(200);
    const rows = await topUps(payer);
    expect(rows.map((r) => r.balanceDeltaMicro)).toEqual(['15500000']);
  });

  it('settles a payment whose callback was lost by the STK query', async () => {
    const payer = await createTestUser(server.app);
    fake.state.loseCallbacks = true;
    const started = await start({ amount_kes: '1290', phone: '254712345678' }, payer);
    const push = await pushOf(started.body.data.payment_id);
    await waitUntilAnswered(push);
    fake.state.loseCallbacks = false;
    expect((await status(started.body.data.payment_id, payer)).body.data.state).toBe('pending');
    // Not yet due: the callback is given QUERY_AFTER_SECONDS.
    expect(await server.app.settleMpesaByQuery?.()).toBe(0);
    await server.app.db
      .updateTable('payments')
      .set({ queryAfter: new Date(Date.now() - 1000) })
      .where('id', '=', started.body.data.payment_id)
      .execute();
    expect(await server.app.settleMpesaByQuery?.()).toBe(1);
    const done = await status(started.body.data.payment_id, payer);
    expect(done.body.data.state).toBe('completed');
    expect((await topUps(payer)).map((r) => r.balanceDeltaMicro)).toEqual(['10000000']);
    const number = done.body.data.receipt_number ?? '';
    const receipt = await callApi<{ reference: string }>(server.url, 'GET', `usfw/receipts/${number}`, {
      token: payer.token,
    });
    expect(receipt.body.data.reference).toBe(push.checkoutRequestId);
  });
});

describe('the Daraja client', () => {
  let fake: FakeDaraja;
  beforeAll(async () => {
    fake = await startFakeDaraja(60_000);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await fake.close();
  });

  it('reuses the OAuth token until it expires, then asks for a new one', async () => {
    const client = createDarajaClient(() => ({ ...FAKE_DARAJA_CREDENTIALS, apiBase: fake.url }));
    const push = () =>
      client.stkPush({
        amountKes: 500,
        phone: '254712345678',
        callbackUrl: 'http://127.0.0.1:9/callback',
        accountReference: 'CSI wallet',
        description: 'test',
      });
    await push();
    await push();
    await push();
    expect(fake.state.tokensIssued).toBe(1);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 3600 * 1000);
    await push();
    expect(fake.state.tokensIssued).toBe(2);
    await push();
    expect(fake.state.tokensIssued).toBe(2);
  });

  it('answers pending from the STK query while the payer has not answered', async () => {
    const client = createDarajaClient(() => ({ ...FAKE_DARAJA_CREDENTIALS, apiBase: fake.url }));
    const { checkoutRequestId } = await client.stkPush({
      amountKes: 500,
      phone: '254712341032',
      callbackUrl: 'http://127.0.0.1:9/callback',
      accountReference: 'CSI wallet',
      description: 'test',
    });
    expect(await client.stkQuery(checkoutRequestId)).toBe('pending');
    const push = fake.state.pushes.get(checkoutRequestId);
    if (push) push.settled = true;
    expect(await client.stkQuery(checkoutRequestId)).toEqual({
      resultCode: 1032,
      resultDesc: 'Request cancelled by user',
    });
  });
});
