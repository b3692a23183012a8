import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { randomHex } from '../../lib/randomHex';
import { completePayment } from './completePayment';
import { PAYMENT_MESSAGES } from './messages';
import { parseTopUpAmount } from './parseTopUpAmount';
import type { PaymentProvider } from './PaymentProvider';
import { paymentSuccessQuery, startPaymentQuery } from './schemas';

/** Options of paymentsRoutes. */
export interface PaymentsRoutesOptions {
  provider: PaymentProvider;
}

/** `POST payment_gtw/paypal/start-payment` (bearer) and `GET payment_gtw/paypal/payment-success` (no bearer; register with prefix '/payment_gtw/paypal'). */
export async function paymentsRoutes(app: FastifyInstance, { provider }: PaymentsRoutesOptions): Promise<void> {
  app.post<{ Querystring: { amount: string; currency: string } }>(
    '/start-payment',
    { onRequest: app.authenticate, schema: { querystring: startPaymentQuery } },
    async (request) => {
      const amountMicro = parseTopUpAmount(request.query.amount, request.query.currency);
      const paymentId = `pay_${randomHex(16)}`;
      const site = app.config.publicUrl;
      const { orderId, approveUrl } = await provider.createOrder({
        paymentId,
        amountMicro,
        returnUrl: `${site}/wallet/paymentsuccess?paymentId=${paymentId}`,
        cancelUrl: `${site}/ac/dashboard`,
      });
      await app.db
        .insertInto('payments')
        .values({
          id: paymentId,
          userId: currentUser(request).id,
          amountMicro: amountMicro.toString(),
          currency: 'USD',
          provider: provider.name,
          providerOrderId: orderId,
          status: 'created',
        })
        .execute();
      return { msg: PAYMENT_MESSAGES.started, data: { redirect_link: approveUrl } };
    },
  );

  app.get<{ Querystring: { paymentId: string; token: string } }>(
    '/payment-success',
    { schema: { querystring: paymentSuccessQuery } },
    async (request) => ({
      msg: await completePayment(app.db, provider, request.query.paymentId, request.query.token),
      data: null,
    }),
  );
}
