import type { Client } from '../src/createClient';
import { startServerUnderTest, type ServerUnderTest } from './serverClient';

describe('M-Pesa top-ups and receipts against the real server (its built-in fake Daraja)', () => {
  let sut: ServerUnderTest;
  let user: Client;

  beforeAll(async () => {
    sut = await startServerUnderTest();
    user = await sut.signUp('wanjiku@example.co.ke');
  });
  afterAll(() => sut?.server.close());

  it('payments.mpesaQuote shows the KES amount in USD at the configured rate', async () => {
    const { data } = await user.payments.mpesaQuote(1000);
    expect(data).toMatchObject({
      amount_kes: 1000,
      amount_usd: '7.75',
      kes_per_usd: '129.00',
      rate_date: '2026-11-01',
    });
  });

  it('payments.mpesaStart, mpesaStatus, receipts, receipt and receiptPdf follow one top-up to its receipt', async () => {
    const started = await user.payments.mpesaStart('1000', '0712 345 678');
    expect(started.msg).toBe('Check your phone and enter your M-Pesa PIN.');
    expect(started.data).toMatchObject({
      state: 'pending',
      amount_kes: 1000,
      amount_usd: '7.75',
      phone: '2547******78',
    });
    let state = started.data;
    for (let i = 0; i < 100 && state.state === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await user.payments.mpesaStatus(started.data.payment_id)).data;
    }
    expect(state.state).toBe('completed');
    const number = state.receipt_number ?? '';
    expect((await user.payments.receipts()).data.receipts.map((r) => r.number)).toEqual([number]);
    const receipt = (await user.payments.receipt(number)).data;
    expect(receipt).toMatchObject({
      number,
      amount_usd: '7.75',
      amount_kes: '1000.00',
      method: 'M-Pesa (simulated, no money taken)',
    });
    const pdf = new Uint8Array(await user.payments.receiptPdf(number));
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
  });

  it('payments.mpesaStart refuses a number that is not Kenyan with the server message', async () => {
    await expect(user.payments.mpesaStart(1000, '0812 345 678')).rejects.toMatchObject({
      status: 400,
      message: 'Enter a Safaricom M-Pesa number, such as 0712 345 678, +254 712 345 678 or 254712345678.',
    });
  });
});
