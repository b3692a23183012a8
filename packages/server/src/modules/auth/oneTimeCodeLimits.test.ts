import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../lib/testing/signUp';
import { BEHIND_TEST_PROXY, startTestServer, type TestServer } from '../../testing/startTestServer';

/** One-time codes under attack, behind a proxy at 127.0.0.1 (inject's remoteAddress) that names the client. */
describe('one-time code caps', () => {
  let server: TestServer;
  const through = (client: string) => ({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
  const requestCode = (email: string, client: string) =>
    server.app.inject({
      method: 'PUT',
      url: '/usfw/auth/account-activate-recover',
      ...through(client),
      payload: { email },
    });
  const submitCode = (email: string, activationCode: string, client: string) =>
    server.app.inject({
      method: 'POST',
      url: '/usfw/auth/activate-account',
      ...through(client),
      payload: { email, activationCode },
    });
  const codesMailedTo = async (email: string) =>
    (await server.readOutbox())
      .filter((mail) => mail.to === email)
      .map((mail) => /one-time code is (\d{8})/.exec(mail.text)?.[1] ?? '');
  /** A code that is none of `codes`. */
  const wrongCode = (codes: string[]) => {
    let guess = 0;
    while (codes.includes(String(guess).padStart(8, '0'))) guess += 1;
    return String(guess).padStart(8, '0');
  };

  beforeAll(async () => {
    server = await startTestServer(BEHIND_TEST_PROXY);
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 429 with Retry-After to one address guessing across 10 accounts before its 50th guess', async () => {
    const accounts = Array.from({ length: 10 }, (_, i) => `spread-${i}@example.com`);
    for (const [i, email] of accounts.entries()) {
      await signUp(server.url, email);
      expect((await requestCode(email, `10.7.0.${i}`)).statusCode).toBe(200);
    }
    const replies = [];
    for (let i = 0; i < 50; i += 1) {
      const email = accounts[i % 10] ?? '';
      replies.push(await submitCode(email, wrongCode(await codesMailedTo(email)), '198.51.100.66'));
    }
    const firstRefused = replies.findIndex((reply) => reply.statusCode === 429);
    expect(firstRefused).toBeGreaterThanOrEqual(0);
    expect(firstRefused).toBeLessThan(49);
    const refused = replies[firstRefused];
    expect(refused?.json()).toMatchObject({ msg: 'Too many one-time code attempts. Try again in 60 minutes.' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(3500);
    expect(replies.slice(firstRefused).every((reply) => reply.statusCode === 429)).toBe(true);
    // An owner the attacker did not reach still signs in with the code from another address.
    const [code] = await codesMailedTo('spread-9@example.com');
    expect((await submitCode('spread-9@example.com', code ?? '', '10.7.0.9')).statusCode).toBe(200);
  });

  it("caps guesses on one account from every address together, and the owner's code survives a new request", async () => {
    await signUp(server.url, 'guarded@example.com');
    expect((await requestCode('guarded@example.com', '10.7.1.1')).statusCode).toBe(200);
    const [pending = ''] = await codesMailedTo('guarded@example.com');
    // Someone else asks for a code for the same account: the pending code stays valid.
    expect((await requestCode('guarded@example.com', '198.51.100.67')).statusCode).toBe(200);
    // Its code is mailed after the answer: once it has gone out, both codes are live.
    expect(await codesMailedTo('guarded@example.com')).toHaveLength(2);
    expect((await submitCode('guarded@example.com', pending, '10.7.1.1')).statusCode).toBe(200);

    for (let i = 0; i < 9; i += 1) {
      expect((await submitCode('guarded@example.com', '00000000', `198.51.101.${i}`)).statusCode).toBe(400);
    }
    const refused = await submitCode('guarded@example.com', '00000000', '198.51.101.200');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: 'Too many one-time code attempts. Try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it("lets the owner request and use a code after five requests for the account from an attacker's address", async () => {
    await signUp(server.url, 'owner@example.com');
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode('owner@example.com', '198.51.100.68')).statusCode).toBe(200);
    }
    const asked = await requestCode('owner@example.com', '10.7.2.1');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ msg: 'A one-time code has been sent to your email.' });
    const codes = await codesMailedTo('owner@example.com');
    expect(codes.length).toBeGreaterThan(0);
    const used = await submitCode('owner@example.com', codes.at(-1) ?? '', '10.7.2.1');
    expect(used.statusCode).toBe(200);
    expect(used.json()).toMatchObject({ msg: 'Code verified. You are now logged in.' });
  });

  it('answers 429 with Retry-After beyond 10 code requests an hour from one address; other addresses still ask', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await requestCode(`asked-${i}@example.com`, '198.51.100.69')).statusCode).toBe(200);
    }
    const refused = await requestCode('asked-10@example.com', '198.51.100.69');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ msg: 'Too many code requests. Try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await requestCode('asked-10@example.com', '10.7.3.1')).statusCode).toBe(200);
  });

  it('caps code requests and guesses from all addresses together', async () => {
    const limits = server.app.config.codeLimits;
    const before = { ...limits };
    // The overall caps (1000 an hour by default) lowered below what this file has already spent.
    Object.assign(limits, { requestsOverall: 1, guessesOverall: 1 });
    try {
      const request = await requestCode('crowd@example.com', '10.8.0.1');
      expect(request.statusCode).toBe(429);
      expect(request.json()).toMatchObject({ msg: 'Too many code requests. Try again in 60 minutes.' });
      expect(Number(request.headers['retry-after'])).toBeGreaterThan(3500);
      const guess = await submitCode('crowd@example.com', '00000000', '10.8.0.2');
      expect(guess.statusCode).toBe(429);
      expect(guess.json()).toMatchObject({ msg: 'Too many one-time code attempts. Try again in 60 minutes.' });
    } finally {
      Object.assign(limits, before);
    }
  });
});
