import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/startTestServer';

describe('the simulated payment provider', () => {
  it('refuses to start with NODE_ENV=production', async () => {
    await expect(startTestServer({ production: true })).rejects.toThrow(
      'PAYMENT_PROVIDER=simulated credits wallets without taking money and is refused with NODE_ENV=production; set PAYMENT_PROVIDER=paypal, or ALLOW_SIMULATED_PAYMENTS=true for a demonstration.',
    );
  });

  it('starts in production only when explicitly allowed, and serves its checkout', async () => {
    const server = await startTestServer({ production: true, allowSimulatedPayments: true });
    try {
      const res = await server.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
