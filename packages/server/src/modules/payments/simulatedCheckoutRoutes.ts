import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { randomHex } from '../../lib/randomHex';
import { formatUsd } from '../billing';
import { checkoutPage } from './checkoutPage';
import { SIMULATED_CHECKOUT_PATH } from './createSimulatedProvider';
import { paymentSchemas } from './schemas';

/**
 * The simulated provider's checkout: GET shows the page; POST approve marks the payment approved and sends the
 * payer (303) to the site's success page with paymentId, the secret token and a PayerID; POST cancel goes to /ac/dashboard.
 */
export async function simulatedCheckoutRoutes(app: FastifyInstance): Promise<void> {
  const findPayment = (paymentId: string) =>
    app.db
      .selectFrom('payments')
      .select(['id', 'amountMicro', 'status', 'providerOrderId'])
      .where('id', '=', paymentId)
      .where('provider', '=', 'simulated')
      .executeTakeFirst();
  const schema = { params: paymentSchemas.checkoutParams };
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get(`${SIMULATED_CHECKOUT_PATH}:paymentId`, { schema }, async (request, reply) => {
    const payment = await findPayment(request.params.paymentId);
    if (!payment)
      return reply
        .status(404)
        .type('text/html')
        .send(
          checkoutPage({
            paymentId: request.params.paymentId,
            amount: '0.00',
            open: false,
            notice: 'Payment not found.',
          }),
        );
    const open = payment.status === 'created';
    const notice =
      payment.status === 'cancelled' ? 'This payment was cancelled.' : 'This payment was already approved.';
    return reply
      .type('text/html')
      .send(checkoutPage({ paymentId: payment.id, amount: formatUsd(BigInt(payment.amountMicro)), open, notice }));
  });

  routes.post(`${SIMULATED_CHECKOUT_PATH}:paymentId/approve`, { schema }, async (request, reply) => {
    const payment = await findPayment(request.params.paymentId);
    if (!payment?.providerOrderId || payment.status === 'cancelled') return reply.redirect('/ac/dashboard', 303);
    await app.db
      .updateTable('payments')
      .set({ status: 'approved' })
      .where('id', '=', payment.id)
      .where('status', '=', 'created')
      .execute();
    const query = new URLSearchParams({
      paymentId: payment.id,
      token: payment.providerOrderId,
      PayerID: `SIM${randomHex(6).toUpperCase()}`,
    });
    return reply.redirect(`${app.config.publicUrl}/wallet/paymentsuccess?${query}`, 303);
  });

  routes.post(`${SIMULATED_CHECKOUT_PATH}:paymentId/cancel`, { schema }, async (request, reply) => {
    await app.db
      .updateTable('payments')
      .set({ status: 'cancelled' })
      .where('id', '=', request.params.paymentId)
      .where('provider', '=', 'simulated')
      .where('status', '=', 'created')
      .execute();
    return reply.redirect(`${app.config.publicUrl}/ac/dashboard`, 303);
  });
}
