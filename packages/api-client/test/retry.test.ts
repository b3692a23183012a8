import type { ServerResponse } from 'node:http';
import { createClient } from '../src/createClient';
import { RateLimitError } from '../src/errors';
import type { RetryOptions } from '../src/retry/RetryOptions';
import { memoryTokenStore } from '../src/token/tokenStore';
import { answerJson, startLocalServer, type LocalServer } from './localServer';

const ok = { msg: 'ok', data: [] };
const busy = (response: ServerResponse, status: number, retryAfter?: string) =>
  answerJson(
    response,
    status,
    { msg: 'Busy, retry later' },
    retryAfter === undefined ? {} : { 'retry-after': retryAfter },
  );
/** Ends the connection without an answer (the caller sees ECONNRESET). */
const hangUp = (response: ServerResponse) => response.socket?.destroy();

const contact = { customer_name: 'Amina', customer_email: 'a@b.co', customer_subject: 's', customer_message: 'm' };

describe('opt-in retries against a local HTTP server', () => {
  const servers: LocalServer[] = [];
  const start = async (...args: Parameters<typeof startLocalServer>) => {
    const server = await startLocalServer(...args);
    servers.push(server);
    return server;
  };
  const clientOf = (server: LocalServer, retry?: RetryOptions) =>
    createClient({ baseURL: server.baseURL, tokenStore: memoryTokenStore('user-token'), retry });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it('without the option, a 429 rejects at once with its Retry-After, and nothing is sent again', async () => {
    const server = await start((_request, response) => busy(response, 429, '1'));
    const failure = clientOf(server).apis.list();
    await expect(failure).rejects.toBeInstanceOf(RateLimitError);
    await expect(failure).rejects.toMatchObject({ status: 429, code: 'HTTP_429', retryAfter: 1 });
    expect(server.received).toHaveLength(1);
  });

  it('sends a 429 again after its Retry-After in seconds, and resolves with the next answer', async () => {
    const server = await start((_request, response, index) =>
      index === 0 ? busy(response, 429, '1') : answerJson(response, 200, ok),
    );
    const started = performance.now();
    await expect(clientOf(server, { retries: 2 }).support.contact(contact)).resolves.toEqual(ok);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(server.received.map(({ method }) => method)).toEqual(['POST', 'POST']);
  });

  it('honours a Retry-After given as an HTTP date on a 503', async () => {
    const server = await start((_request, response, index) =>
      index === 0 ? busy(response, 503, new Date(Date.now() + 2000).toUTCString()) : answerJson(response, 200, ok),
    );
    const started = performance.now();
    await expect(clientOf(server, { retries: 1 }).apis.list()).resolves.toEqual(ok);
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(server.received).toHaveLength(2);
  });

  it('gives up after `retries` more attempts and rejects with the last answer', async () => {
    const server = await start((_request, response) => busy(response, 503));
    const failure = clientOf(server, { retries: 2, baseDelayMs: 10 }).apis.list();
    await expect(failure).rejects.toMatchObject({ status: 503, code: 'HTTP_503', msg: 'Busy, retry later' });
    expect(server.received).toHaveLength(3);
  });

  it('does not wait for a Retry-After longer than maxDelayMs: it rejects with it at once', async () => {
    const server = await start((_request, response) => busy(response, 429, '120'));
    const started = performance.now();
    const failure = clientOf(server, { retries: 3, maxDelayMs: 1000 }).apis.list();
    await expect(failure).rejects.toMatchObject({ status: 429, retryAfter: 120 });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(server.received).toHaveLength(1);
  });

  it.each([
    [500, 'a server error'],
    [400, 'a refusal'],
    [409, 'a conflict of a call without an Idempotency-Key'],
  ])('never sends %i (%s) again', async (status) => {
    const server = await start((_request, response) => busy(response, status, '0'));
    await expect(clientOf(server, { retries: 3, baseDelayMs: 10 }).apis.list()).rejects.toMatchObject({ status });
    expect(server.received).toHaveLength(1);
  });

  it('after a lost connection sends a GET again, but not a POST without an Idempotency-Key', async () => {
    const server = await start((request, response, index) =>
      index === 0 || request.method === 'POST' ? hangUp(response) : answerJson(response, 200, ok),
    );
    const client = clientOf(server, { retries: 2, baseDelayMs: 10 });
    await expect(client.apis.list()).resolves.toEqual(ok);
    expect(server.received).toHaveLength(2);

    await expect(client.support.contact(contact)).rejects.toMatchObject({ status: 0, code: 'ECONNRESET' });
    expect(server.received).toHaveLength(3);
  });

  it('after a lost connection or a 409 sends a POST with an Idempotency-Key again, with the same key', async () => {
    const server = await start((_request, response, index) => {
      if (index === 0) hangUp(response);
      else if (index === 1) busy(response, 409, '0');
      else answerJson(response, 200, { msg: 'started', data: { redirect_link: 'https://pay.test/1' } });
    });
    const started = clientOf(server, { retries: 2, baseDelayMs: 10 }).payments.start(5, { idempotencyKey: 'pay-0002' });
    await expect(started).resolves.toMatchObject({ data: { redirect_link: 'https://pay.test/1' } });
    expect(server.received.map(({ headers }) => headers['idempotency-key'])).toEqual([
      'pay-0002',
      'pay-0002',
      'pay-0002',
    ]);
  });

  it('aborting during the wait before a retry rejects at once with code ABORTED, sending nothing more', async () => {
    const server = await start((_request, response) => busy(response, 429, '5'));
    const controller = new AbortController();
    const failure = clientOf(server, { retries: 1 }).apis.list({ signal: controller.signal });
    await vi.waitFor(() => expect(server.received).toHaveLength(1));
    // The 429 crosses the loopback in well under 200 ms: the client is then waiting its 5 s.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const aborted = performance.now();
    controller.abort();
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'ABORTED' });
    expect(performance.now() - aborted).toBeLessThan(1000);
    expect(server.received).toHaveLength(1);
  });
});
