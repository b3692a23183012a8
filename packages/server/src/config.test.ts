import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

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

  it('reads GATEWAY_RATE_LIMIT as a positive integer, else 50', () => {
    expect(loadConfig({}).gatewayRateLimit).toBe(50);
    expect(loadConfig({ GATEWAY_RATE_LIMIT: '1000' }).gatewayRateLimit).toBe(1000);
    for (const value of ['', '0', '-5', '2.5', 'abc']) {
      expect(loadConfig({ GATEWAY_RATE_LIMIT: value }).gatewayRateLimit).toBe(50);
    }
  });

  it('reads TRUST_PROXY as proxy addresses and CIDRs, or a hop count; unset, empty, "false" or "0" trusts none', () => {
    for (const value of [undefined, '', ' ', 'false', '0']) {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBeNull();
    }
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' }).trustProxy).toEqual({
      addresses: ['127.0.0.1', '10.0.0.0/8'],
    });
    expect(loadConfig({ TRUST_PROXY: ' loopback, fd00::/8 , ::1' }).trustProxy).toEqual({
      addresses: ['loopback', 'fd00::/8', '::1'],
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
  });

  it('refuses TRUST_PROXY=true, telling the operator to name the proxies or a hop count', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      "TRUST_PROXY=true would take any client's own X-Forwarded-For as its address. Name the proxies in front of " +
        'the server (addresses or CIDRs, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8, or loopback), or give how many ' +
        'proxies a request passes (e.g. TRUST_PROXY=1).',
    );
  });

  it('stops start-up on a TRUST_PROXY entry that is neither an address nor a CIDR, or too many hops', () => {
    for (const entry of ['yes', 'nginx.local', '10.0.0.0/33', '::1/129', '10.0.0.1/8/8', '300.1.1.1', '']) {
      expect(() => loadConfig({ TRUST_PROXY: `127.0.0.1,${entry}` })).toThrow(
        `TRUST_PROXY must list proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8) or give a hop count; ` +
          `${JSON.stringify(entry)} is neither.`,
      );
    }
    expect(() => loadConfig({ TRUST_PROXY: '11' })).toThrow(
      'TRUST_PROXY as a hop count must be from 1 to 10, got "11".',
    );
  });

  it('caps one-time codes per address and overall, per hour: 10 and 20 per address, 1000 each overall', () => {
    expect(loadConfig({}).codeLimits).toEqual({
      requestsPerAddress: 10,
      guessesPerAddress: 20,
      requestsOverall: 1000,
      guessesOverall: 1000,
    });
    expect(
      loadConfig({
        CODE_REQUESTS_PER_ADDRESS_PER_HOUR: '50',
        CODE_GUESSES_PER_ADDRESS_PER_HOUR: '60',
        CODE_REQUESTS_PER_HOUR: '5000',
        CODE_GUESSES_PER_HOUR: '6000',
      }).codeLimits,
    ).toEqual({ requestsPerAddress: 50, guessesPerAddress: 60, requestsOverall: 5000, guessesOverall: 6000 });
    expect(() => loadConfig({ CODE_GUESSES_PER_HOUR: '0' })).toThrow(
      'CODE_GUESSES_PER_HOUR must be a whole number from 1 to 1000000, got "0".',
    );
  });

  it('sets timeouts: headers 15 s, request 300 s, idle 60 s, keep-alive 72 s unless configured', () => {
    expect(loadConfig({}).timeouts).toEqual({
      headersMs: 15_000,
      requestMs: 300_000,
      idleMs: 60_000,
      keepAliveMs: 72_000,
    });
    expect(
      loadConfig({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '120000',
        IDLE_TIMEOUT_MS: '30000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
      }).timeouts,
    ).toEqual({ headersMs: 5000, requestMs: 120_000, idleMs: 30_000, keepAliveMs: 65_000 });
  });

  it('stops start-up on a timeout that is not a whole number of milliseconds in range, or headers beyond request', () => {
    const cases: [Record<string, string>, string][] = [
      [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS must be a whole number from 1 to 3600000, got "0".'],
      [{ HEADERS_TIMEOUT_MS: '15s' }, 'HEADERS_TIMEOUT_MS must be a whole number from 1 to 3600000, got "15s".'],
      [{ IDLE_TIMEOUT_MS: '-1' }, 'IDLE_TIMEOUT_MS must be a whole number from 1 to 3600000, got "-1".'],
      [{ KEEP_ALIVE_TIMEOUT_MS: '1e4' }, 'KEEP_ALIVE_TIMEOUT_MS must be a whole number from 1 to 3600000, got "1e4".'],
      [
        { HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' },
        'HEADERS_TIMEOUT_MS (20000) must not exceed REQUEST_TIMEOUT_MS (10000).',
      ],
    ];
    for (const [env, message] of cases) expect(() => loadConfig(env)).toThrow(message);
  });
});
