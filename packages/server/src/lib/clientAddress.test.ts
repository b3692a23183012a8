import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../config';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { clientAddress, trustProxyOption } from './clientAddress';

/**
 * The server behind one proxy at 127.0.0.1 (inject's remoteAddress), which appends the address it sees to the
 * client's own X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`): everything left of the last entry is written
 * by the client.
 */
describe('client addresses from a trusted proxy', () => {
  let server: TestServer;
  const PROXY = '127.0.0.1';

  /** A call that reached the proxy from `client` with the client's own X-Forwarded-For `claimed` (if any). */
  const through = (client: string, claimed?: string) => ({
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
  });
  const register = (email: string, call: ReturnType<typeof through>) =>
    server.app.inject({
      method: 'POST',
      url: '/usfw/auth/register',
      ...call,
      payload: { email, password: 'a-good-password-1', username: '', fullName: '', country: 'Kenya', address: '-' },
    });
  const login = (username: string, password: string, call: ReturnType<typeof through>) =>
    server.app.inject({ method: 'POST', url: '/usfw/auth/login', ...call, payload: { username, password } });
  const lastLogInIp = async (email: string) =>
    (await server.app.db.selectFrom('users').select('lastLogInIp').where('email', '=', email).executeTakeFirstOrThrow())
      .lastLogInIp;

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: { addresses: [PROXY] }, registrationsPerHour: 10 });
  });
  afterAll(async () => {
    await server.close();
  });

  it('counts registrations per real client: 10 an hour, then 429 with Retry-After, whatever the client claims', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await register(`spoof-${i}@example.com`, through('198.51.100.20', `10.9.0.${i}`))).statusCode).toBe(201);
    }
    for (let i = 10; i < 30; i += 1) {
      const refused = await register(`spoof-${i}@example.com`, through('198.51.100.20', `10.9.0.${i}, 127.0.0.1`));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        msg: 'Too many accounts were registered from your address. Try again in 60 minutes.',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    }
    expect((await register('neighbour@example.com', through('198.51.100.21'))).statusCode).toBe(201);
    expect(await lastLogInIp('neighbour@example.com')).toBe('198.51.100.21');
  });

  it('locks an account for the real client after 5 of 60 wrong passwords sent under rotating spoofed addresses', async () => {
    expect((await register('target@example.com', through('198.51.100.30'))).statusCode).toBe(201);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      statuses.push(
        (await login('target@example.com', `wrong-${i}-password`, through('198.51.100.31', `10.9.1.${i}`))).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    const right = await login('target@example.com', 'a-good-password-1', through('198.51.100.31', '10.9.1.200'));
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ msg: 'Too many failed login attempts. Try again in 15 minutes.' });
    // The owner, from an address of their own, still signs in.
    expect((await login('target@example.com', 'a-good-password-1', through('198.51.100.30'))).statusCode).toBe(200);
  });

  it("cannot lock out a chosen address by claiming it: the victim's real users still sign in", async () => {
    expect((await register('victim@example.com', through('203.0.113.7'))).statusCode).toBe(201);
    for (let i = 0; i < 25; i += 1) {
      await login(`nobody-${i}@example.com`, 'guess-password', through('198.51.100.40', '203.0.113.7'));
      await login('victim@example.com', `wrong-${i}-password`, through('198.51.100.40', '203.0.113.7'));
    }
    expect((await login('victim@example.com', 'a-good-password-1', through('198.51.100.40'))).statusCode).toBe(429);
    const victim = await login('victim@example.com', 'a-good-password-1', through('203.0.113.7'));
    expect(victim.statusCode).toBe(200);
    expect(await lastLogInIp('victim@example.com')).toBe('203.0.113.7');
  });

  it('counts contact messages per real client', async () => {
    const contact = (call: ReturnType<typeof through>) =>
      server.app.inject({
        method: 'POST',
        url: '/usfw/customer-support/contact-us',
        ...call,
        payload: {
          customer_name: 'Jo',
          customer_email: 'jo@example.com',
          customer_subject: 'Hi',
          customer_message: 'Hello',
        },
      });
    for (let i = 0; i < 10; i += 1)
      expect((await contact(through('198.51.100.50', `10.9.2.${i}`))).statusCode).toBe(200);
    const refused = await contact(through('198.51.100.50', '10.9.2.99'));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await contact(through('198.51.100.51'))).statusCode).toBe(200);
  });

  it("takes an untrusted peer's own address, whatever X-Forwarded-For it sends", async () => {
    const direct = await server.app.inject({
      method: 'POST',
      url: '/usfw/auth/register',
      remoteAddress: '198.51.100.60',
      headers: { 'x-forwarded-for': '203.0.113.8' },
      payload: {
        email: 'direct@example.com',
        password: 'a-good-password-1',
        username: '',
        fullName: '',
        country: 'Kenya',
        address: '-',
      },
    });
    expect(direct.statusCode).toBe(201);
    expect(await lastLogInIp('direct@example.com')).toBe('198.51.100.60');
  });
});

describe('client addresses by setting', () => {
  /** The client address a server with `trustProxy` reads when `remoteAddress` sends `forwardedFor`. */
  const seen = async (trustProxy: ServerConfig['trustProxy'], remoteAddress: string, forwardedFor: string) => {
    const app = Fastify({ trustProxy: trustProxyOption(trustProxy) });
    app.get('/', async (request) => clientAddress(request));
    try {
      const reply = await app.inject({ url: '/', remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });
      return reply.body;
    } finally {
      await app.close();
    }
  };

  it('trusts no header without TRUST_PROXY', async () => {
    expect(await seen(null, '198.51.100.70', '203.0.113.9')).toBe('198.51.100.70');
  });

  it('with proxy addresses, takes the rightmost address that no trusted proxy added', async () => {
    expect(await seen({ addresses: ['127.0.0.1'] }, '127.0.0.1', '203.0.113.10, 198.51.100.80')).toBe('198.51.100.80');
    expect(await seen({ addresses: ['127.0.0.1'] }, '198.51.100.81', '203.0.113.10')).toBe('198.51.100.81');
    expect(await seen({ addresses: ['10.0.0.0/8'] }, '10.1.2.3', '203.0.113.11, 198.51.100.82, 10.0.0.5')).toBe(
      '198.51.100.82',
    );
    expect(await seen({ addresses: ['loopback'] }, '::1', '203.0.113.11, 2001:db8::7')).toBe('2001:db8::7');
  });

  it('with a hop count, takes the address that many proxies from the server', async () => {
    expect(await seen({ hops: 1 }, '10.0.0.2', '203.0.113.12, 198.51.100.83')).toBe('198.51.100.83');
    expect(await seen({ hops: 2 }, '10.0.0.2', '203.0.113.12, 198.51.100.84, 10.0.0.5')).toBe('198.51.100.84');
  });

  it('writes an IPv4 client seen on an IPv6 socket as IPv4', async () => {
    expect(await seen(null, '::ffff:198.51.100.85', '203.0.113.13')).toBe('198.51.100.85');
  });
});
