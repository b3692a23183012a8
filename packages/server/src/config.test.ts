import { describe, expect, it } from 'vitest';
import { BILLING_SETTINGS, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when the numeric variables are unset or empty', () => {
    for (const env of [{}, { PORT: '', TOKEN_TTL_SECONDS: '', MAX_UPLOAD_BYTES: '', BODY_LIMIT: '' }]) {
      expect(loadConfig(env)).toMatchObject({
        port: 8080,
        tokenTtlSeconds: 86_400,
        maxUploadBytes: 25 * 1024 * 1024,
        bodyLimit: 1024 * 1024,
        publicUrl: 'http://127.0.0.1:8080',
      });
    }
  });

  it('reads whole numbers within range', () => {
    expect(
      loadConfig({ PORT: '0', TOKEN_TTL_SECONDS: ' 3600 ', MAX_UPLOAD_BYTES: '1048576', BODY_LIMIT: '2048' }),
    ).toMatchObject({ port: 0, tokenTtlSeconds: 3600, maxUploadBytes: 1_048_576, bodyLimit: 2048 });
  });

  it('stops start-up with a message naming a variable that is not a whole number in range', () => {
    const cases: [Record<string, string>, string][] = [
      [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, got "abc".'],
      [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, got "70000".'],
      [{ PORT: '8080x' }, 'PORT must be a whole number from 0 to 65535, got "8080x".'],
      [{ TOKEN_TTL_SECONDS: '0' }, 'TOKEN_TTL_SECONDS must be a whole number from 1 to 31536000, got "0".'],
      [{ TOKEN_TTL_SECONDS: '1e3' }, 'TOKEN_TTL_SECONDS must be a whole number from 1 to 31536000, got "1e3".'],
      [{ MAX_UPLOAD_BYTES: '-1' }, 'MAX_UPLOAD_BYTES must be a whole number from 1 to 9007199254740991, got "-1".'],
      [{ BODY_LIMIT: '1.5' }, 'BODY_LIMIT must be a whole number from 1 to 9007199254740991, got "1.5".'],
      [{ BODY_LIMIT: '0x10' }, 'BODY_LIMIT must be a whole number from 1 to 9007199254740991, got "0x10".'],
    ];
    for (const [env, message] of cases) {
      expect(() => loadConfig(env)).toThrow(message);
    }
  });

  it('takes PAYMENT_PROVIDER only as exactly "simulated" (the default) or "paypal", and stops on anything else', () => {
    expect(loadConfig({}).paymentProvider).toBe('simulated');
    expect(loadConfig({ PAYMENT_PROVIDER: 'simulated' }).paymentProvider).toBe('simulated');
    expect(loadConfig({ PAYMENT_PROVIDER: 'paypal' }).paymentProvider).toBe('paypal');
    for (const value of ['PayPal', 'stripe', 'paypal ']) {
      expect(() => loadConfig({ PAYMENT_PROVIDER: value })).toThrow(
        `PAYMENT_PROVIDER must be "simulated" or "paypal", got ${JSON.stringify(value)}.`,
      );
    }
  });

  it('reads GATEWAY_RATE_LIMIT as a positive integer, else 50, and TRUST_PROXY only as exactly "true"', () => {
    expect(loadConfig({}).gatewayRateLimit).toBe(50);
    expect(loadConfig({ GATEWAY_RATE_LIMIT: '1000' }).gatewayRateLimit).toBe(1000);
    for (const value of ['', '0', '-5', '2.5', 'abc']) {
      expect(loadConfig({ GATEWAY_RATE_LIMIT: value }).gatewayRateLimit).toBe(50);
    }
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'yes' }).trustProxy).toBe(false);
  });

  it('gives billing its settings: pending charges refunded after 10 minutes, looked for every minute, 500 at a time', () => {
    expect(BILLING_SETTINGS).toEqual({
      pendingChargeTimeoutMs: 600_000,
      reconcileEveryMs: 60_000,
      reconcileBatchSize: 500,
    });
  });
});
