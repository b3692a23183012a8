import type { FastifyInstance } from 'fastify';
import { closeServices } from '../services/closeServices';
import { createDatabaseDownloadStore, createDownloadStore } from '../services/downloads';
import { serviceHandlers } from '../services/serviceHandlers';
import { apisRoutes } from './apis/apisRoutes';
import { downloadsRoutes } from './downloads/downloadsRoutes';
import { seedApis } from './apis/seedApis';
import { createCatalogCache } from './gateway/createCatalogCache';
import { gatewayRoutes } from './gateway/gatewayRoutes';
import { createIdempotencyStore } from './idempotency/createIdempotencyStore';
import { scheduleIdempotencySweep } from './idempotency/scheduleIdempotencySweep';
import { createPaypalProvider } from './payments/createPaypalProvider';
import { createSimulatedProvider } from './payments/createSimulatedProvider';
import { registerMpesa } from './payments/mpesa/registerMpesa';
import { paymentMethodsRoutes } from './payments/paymentMethodsRoutes';
import { paymentsRoutes } from './payments/paymentsRoutes';
import { SIMULATED_WARNING } from './payments/refuseSimulatedPayments';
import type { PaymentProvider } from './payments/PaymentProvider';
import { simulatedCheckoutRoutes } from './payments/simulatedCheckoutRoutes';
import { receiptsRoutes } from './receipts/receiptsRoutes';
import { createUsageRecorder } from './usage/createUsageRecorder';
import { usageRoutes } from './usage/usageRoutes';
import { walletRoutes } from './wallet/walletRoutes';
import { quotaRoutes } from './quota/quotaRoutes';

/**
 * The configured payment provider: PayPal Orders v2 when PAYMENT_PROVIDER=paypal, else the simulated one (where it may
 * run was checked at start, refuseSimulatedPayments).
 */
function paymentProvider(app: FastifyInstance): PaymentProvider {
  const { paymentProvider: name, paypal } = app.config;
  if (name === 'simulated') {
    app.log.warn(SIMULATED_WARNING);
    return createSimulatedProvider(app.db, () => app.config.publicUrl);
  }
  if (!paypal.clientId || !paypal.clientSecret) {
    throw new Error('PAYMENT_PROVIDER=paypal needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET.');
  }
  return createPaypalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.apiBase,
  });
}

/**
 * The API platform: catalog, gateway, wallet, payments and usage (issue 4), and the security
 * services mounted behind the gateway. Seeds the catalog, then registers the routes.
 */
export async function registerPlatformModules(app: FastifyInstance): Promise<void> {
  await seedApis(app.db);
  const provider = paymentProvider(app);
  // On PostgreSQL every instance serves every link; the embedded database keeps the files in DATA_DIR.
  const downloads =
    app.dbKind === 'postgres'
      ? createDatabaseDownloadStore(app.db)
      : createDownloadStore({ dataDir: app.config.dataDir });
  app.decorate(
    'usageRecorder',
    createUsageRecorder(app.db, { onError: (error) => app.log.error({ err: error }, 'usage flush failed') }),
  );
  // Registered before the database closes (onClose hooks run in reverse order), so the last counts are written.
  app.addHook('onClose', async () => {
    downloads.close();
    await app.usageRecorder.close();
    await closeServices();
  });

  const catalog = createCatalogCache(app.db);
  // Idempotency-Keys of live calls and payments, in the database so every instance sees them; swept after 24 h.
  const idempotency = createIdempotencyStore(app.db, app.secrets);
  scheduleIdempotencySweep(app, idempotency);
  await app.register(apisRoutes, { prefix: '/v1/apis', catalog });
  await app.register(gatewayRoutes, {
    handlers: serviceHandlers,
    rateLimit: app.config.gatewayRateLimit,
    catalog,
    downloads,
    idempotency,
  });
  await app.register(downloadsRoutes, { store: downloads });
  await app.register(walletRoutes, { prefix: '/usfw/wallet' });
  await app.register(quotaRoutes);
  await app.register(usageRoutes, { prefix: '/usfw/api-usage' });
  await app.register(paymentsRoutes, { prefix: '/payment_gtw/paypal', provider, idempotency });
  if (provider.name === 'simulated') await app.register(simulatedCheckoutRoutes);
  await registerMpesa(app, idempotency);
  await app.register(paymentMethodsRoutes);
  await app.register(receiptsRoutes, { prefix: '/usfw/receipts' });
}
