import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { randomHex } from '../../lib/randomHex';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { idempotencyHeaders } from '../idempotency/idempotencyHeaders';
import { answerIdempotently } from '../idempotency/answerIdempotently';
import type { IdempotencyStore } from '../idempotency/createIdempotencyStore';
import { readIdempotencyKey } from '../idempotency/readIdempotencyKey';
import { issueReceipt } from '../receipts/issueReceipt';
import { completePayment } from './completePayment';
import { findReturnedPayment } from './findReturnedPayment';
import { PAYMENT_MESSAGES } from './messages';
import { parseTopUpAmount } from './parseTopUpAmount';
import type { PaymentProvider } from './PaymentProvider';
import { paymentSchemas } from './schemas';

/** Options of paymentsRoutes. */
export interface PaymentsRoutesOptions {
  provider: PaymentProvider;
  /** Where the Idempotency-Keys of payment start and capture and their first answers are kept. */
  idempotency: IdempotencyStore;
}

/**
 * `POST payment_gtw/paypal/start-payment` (bearer) and `GET payment_gtw/paypal/payment-success` (no bearer; register
 * with prefix '/payment_gtw/paypal'). Both honour an Idempotency-Key (answerIdempotently): start-payment's belongs to
 * the signed-in account, payment-success's to the payment's account, checked after the payment and its token.
 */
export async function paymentsRoutes(
  app: FastifyInstance,
  { provider, idempotency }: PaymentsRoutesOptions,
): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(
    '/start-payment',
    {
      onRequest: app.authenticate,
      schema: {
        querystring: paymentSchemas.startQuery,
        headers: idempotencyHeaders,
        response: replies(paymentSchemas.started),
      },
    },
    async (request, reply) => {
      const amountMicro = parseTopUpAmount(request.query.amount, request.query.currency);
      const userId = currentUser(request).id;
      const key = readIdempotencyKey(request.headers);
      return answerIdempotently(idempotency, request, reply, { userId, key }, async () => {
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
            userId,
            amountMicro: amountMicro.toString(),
            currency: 'USD',
            provider: provider.name,
            providerOrderId: orderId,
            status: 'created',
          })
          .execute();
        return { statusCode: 200, body: { msg: PAYMENT_MESSAGES.started, data: { redirect_link: approveUrl } } };
      });
    },
  );

  routes.get(
    '/payment-success',
    { schema: { querystring: paymentSchemas.successQuery, headers: idempotencyHeaders, response: NO_DATA_REPLIES } },
    async (request, reply) => {
      const key = readIdempotencyKey(request.headers);
      const payment = await findReturnedPayment(app.db, provider, request.query.paymentId, request.query.token);
      return answerIdempotently(idempotency, request, reply, { userId: payment.userId, key }, async () => {
        const msg = await completePayment(app.db, provider, payment);
        // Every completed top-up has a receipt (numbered once, mailed once).
        await issueReceipt(app, payment.id);
        return { statusCode: 200, body: { msg, data: null } };
      });
    },
  );
}
