import type { FastifyInstance } from 'fastify';
import type { IdempotencyStore } from '../../idempotency/createIdempotencyStore';
import { createDarajaClient, type DarajaOptions } from './createDarajaClient';
import { FAKE_DARAJA_CREDENTIALS, FAKE_DARAJA_PATH } from './darajaPassword';
import { createFakeDarajaState, fakeDarajaRoutes } from './fakeDarajaRoutes';
import { DARAJA_BASES } from './loadMpesaSettings';
import { mpesaRoutes } from './mpesaRoutes';
import { FAKE_DARAJA_WARNING, MPESA_OFF_WARNING, resolveMpesaMode } from './resolveMpesaMode';
import { settlePendingByQuery } from './settlePendingByQuery';

/** How often each instance looks for M-Pesa payments whose callback never came. */
export const MPESA_QUERY_EVERY_MS = 30_000;

/**
 * M-Pesa top-ups as configured (resolveMpesaMode): Daraja with the MPESA_* credentials, or the fake Daraja (served
 * by this server at FAKE_DARAJA_PATH unless MPESA_API_BASE names one), its routes at /payment_gtw/mpesa, and the
 * STK query schedule that settles lost callbacks. Off: no routes, a warning.
 */
export async function registerMpesa(app: FastifyInstance, idempotency: IdempotencyStore): Promise<void> {
  const mode = resolveMpesaMode(app.config);
  const settings = app.config.mpesa;
  if (mode === 'off') {
    app.log.warn(MPESA_OFF_WARNING);
    return;
  }
  let options: () => DarajaOptions;
  if (mode === 'daraja') {
    const fixed = {
      apiBase: settings.apiBase ?? DARAJA_BASES[settings.environment],
      consumerKey: settings.consumerKey ?? '',
      consumerSecret: settings.consumerSecret ?? '',
      shortcode: settings.shortcode ?? '',
      passkey: settings.passkey ?? '',
    };
    options = () => fixed;
  } else {
    app.log.warn(FAKE_DARAJA_WARNING);
    if (!settings.apiBase) {
      await app.register(fakeDarajaRoutes(createFakeDarajaState({ ...FAKE_DARAJA_CREDENTIALS })), {
        prefix: FAKE_DARAJA_PATH,
      });
    }
    options = () => ({
      ...FAKE_DARAJA_CREDENTIALS,
      apiBase: settings.apiBase ?? `${app.config.publicUrl}${FAKE_DARAJA_PATH}`,
    });
  }
  const client = createDarajaClient(options);
  await app.register(mpesaRoutes, {
    prefix: '/payment_gtw/mpesa',
    client,
    providerName: mode === 'daraja' ? 'mpesa' : 'mpesa-fake',
    callbackBase: () => settings.callbackBaseUrl ?? app.config.publicUrl,
    kesPerUsdCents: settings.kesPerUsdCents,
    rateDate: settings.rateDate,
    idempotency,
  });
  app.decorate('settleMpesaByQuery', () => settlePendingByQuery(app, client));
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running || app.draining) return;
    running = settlePendingByQuery(app, client)
      .catch((error: unknown) => app.log.error({ err: error }, 'M-Pesa STK query round failed'))
      .finally(() => (running = null));
  }, MPESA_QUERY_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One round of the STK query schedule now (tests; the schedule runs it every MPESA_QUERY_EVERY_MS). */
    settleMpesaByQuery?: () => Promise<number>;
  }
}
