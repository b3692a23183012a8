import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { replies } from '../../lib/replies';
import { PAYMENT_MESSAGES } from './messages';
import { resolveMpesaMode } from './mpesa/resolveMpesaMode';
import { paymentSchemas } from './schemas';

/**
 * `GET /payment_gtw/methods` (no bearer): the ways to top up this server offers, so the site offers M-Pesa only where
 * it runs (it is off in a fleet without MPESA_* variables; resolveMpesaMode).
 */
export async function paymentMethodsRoutes(app: FastifyInstance): Promise<void> {
  const mpesa = resolveMpesaMode(app.config) !== 'off';
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/payment_gtw/methods', { schema: { response: replies(paymentSchemas.methods) } }, async () => ({
      msg: PAYMENT_MESSAGES.methods,
      data: { paypal: true, mpesa },
    }));
}
