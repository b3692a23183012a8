import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaypal, type FakePaypal } from '../../testing/fakePaypal';
import { createPaypalProvider } from './createPaypalProvider';
import { PAYMENT_MESSAGES } from './messages';

const order = (paymentId: string) => ({
  paymentId,
  amountMicro: 5_000_000n,
  returnUrl: 'http://127.0.0.1/wallet/paymentsuccess',
  cancelUrl: 'http://127.0.0.1/ac/dashboard',
});

describe('the PayPal provider against the local fake', () => {
  let paypal: FakePaypal;
  const provider = () => createPaypalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: paypal.url });
  beforeAll(async () => {
    paypal = await startFakePaypal('id', 'secret');
  });
  afterAll(async () => {
    await paypal.close();
  });

  it('reuses its token, and after a 401 drops it and retries once with a fresh one', async () => {
    paypal.tokenCalls = 0;
    const paypalProvider = provider();
    await paypalProvider.createOrder(order('pay_a'));
    await paypalProvider.createOrder(order('pay_b'));
    expect(paypal.tokenCalls).toBe(1);
    paypal.revokeTokens();
    const created = await paypalProvider.createOrder(order('pay_c'));
    expect(paypal.orders.get(created.orderId)?.amount).toEqual({ currency_code: 'USD', value: '5.00' });
    expect(paypal.tokenCalls).toBe(2);
    paypal.revokeTokens();
    paypal.approve(created.orderId);
    expect(await paypalProvider.capture(created.orderId)).toEqual({ amountMicro: 5_000_000n, currency: 'USD' });
    expect(paypal.tokenCalls).toBe(3);
  });

  it('answers 502 with a msg when the token endpoint replies 200 with something that is not JSON', async () => {
    paypal.tokenReply = '<html>Service temporarily unavailable</html>';
    try {
      await expect(provider().createOrder(order('pay_d'))).rejects.toMatchObject({
        statusCode: 502,
        message: PAYMENT_MESSAGES.providerBadReply,
      });
    } finally {
      paypal.tokenReply = null;
    }
  });
});
