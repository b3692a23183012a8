import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/startTestServer';
import { loadMpesaSettings } from './mpesa/loadMpesaSettings';

/** The start-up message when the simulated provider would run beside `variables`. */
const refusedBeside = (variables: string) =>
  `The simulated payment provider credits wallets without taking money and is refused beside ${variables} (a shared, real deployment); set PAYMENT_PROVIDER=paypal with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or ALLOW_SIMULATED_PAYMENTS=true for a test fleet.`;

/** Each of these tests starts a server of its own (a fresh embedded database: slow on a busy machine). */
const STARTS = 120_000;

describe('the simulated payment provider', () => {
  it('refuses to start with NODE_ENV=production', async () => {
    await expect(startTestServer({ production: true, allowSimulatedPayments: false })).rejects.toThrow(
      'PAYMENT_PROVIDER=simulated credits wallets without taking money and is refused with NODE_ENV=production; set PAYMENT_PROVIDER=paypal, or ALLOW_SIMULATED_PAYMENTS=true for a demonstration.',
    );
  });

  it(
    'starts in production only when explicitly allowed, and serves its checkout',
    async () => {
      const server = await startTestServer({ production: true, allowSimulatedPayments: true });
      try {
        const res = await server.app.inject({ method: 'GET', url: '/healthz' });
        expect(res.statusCode).toBe(200);
      } finally {
        await server.close();
      }
    },
    STARTS,
  );

  it('refuses to start beside DATABASE_URL or REDIS_URL, naming them, before opening the database', async () => {
    // Nothing listens on port 1: the refusal comes before any connection is tried.
    const databaseUrl = 'postgres://postgres@127.0.0.1:1/none';
    const redisUrl = 'redis://127.0.0.1:1';
    await expect(startTestServer({ databaseUrl, allowSimulatedPayments: false })).rejects.toThrow(
      refusedBeside('DATABASE_URL'),
    );
    await expect(startTestServer({ databaseUrl: undefined, redisUrl, allowSimulatedPayments: false })).rejects.toThrow(
      refusedBeside('REDIS_URL'),
    );
    await expect(startTestServer({ databaseUrl, redisUrl, allowSimulatedPayments: false })).rejects.toThrow(
      refusedBeside('DATABASE_URL and REDIS_URL'),
    );
  });

  it(
    'starts beside REDIS_URL with ALLOW_SIMULATED_PAYMENTS=true, and /readyz names it and the fake Daraja',
    async () => {
      const server = await startTestServer({ redisUrl: 'redis://127.0.0.1:6379/8', allowSimulatedPayments: true });
      try {
        const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.json()).toMatchObject({
          status: 'ok',
          checks: { redis: 'ok', payments: 'simulated', mpesa: 'simulated' },
        });
      } finally {
        await server.close();
      }
    },
    STARTS,
  );

  it(
    'runs on the embedded single-instance default without being allowed, and /readyz names it and the fake Daraja',
    async () => {
      const server = await startTestServer({
        databaseUrl: undefined,
        redisUrl: undefined,
        allowSimulatedPayments: false,
      });
      try {
        const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.json()).toMatchObject({ status: 'ok', checks: { payments: 'simulated', mpesa: 'simulated' } });
        // The site offers M-Pesa where the fake Daraja runs.
        const methods = await server.app.inject({ method: 'GET', url: '/payment_gtw/methods' });
        expect(methods.statusCode).toBe(200);
        expect(methods.json()).toEqual({ msg: 'The ways to top up.', data: { paypal: true, mpesa: true } });
      } finally {
        await server.close();
      }
    },
    STARTS,
  );
});

describe('M-Pesa switched off', () => {
  it(
    'MPESA_PROVIDER=off: /readyz says so, the site is told not to offer M-Pesa, and its calls do not exist',
    async () => {
      const server = await startTestServer({ mpesa: { ...loadMpesaSettings({}), provider: 'off' } });
      try {
        const ready = await server.app.inject({ method: 'GET', url: '/readyz' });
        expect(ready.json()).toMatchObject({ status: 'ok', checks: { payments: 'simulated', mpesa: 'off' } });
        const methods = await server.app.inject({ method: 'GET', url: '/payment_gtw/methods' });
        expect(methods.json()).toEqual({ msg: 'The ways to top up.', data: { paypal: true, mpesa: false } });
        expect((await server.app.inject({ method: 'GET', url: '/payment_gtw/mpesa/quote' })).statusCode).toBe(404);
      } finally {
        await server.close();
      }
    },
    STARTS,
  );
});
