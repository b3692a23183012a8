import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { createClient } from '../src/createClient';
import { ApiError, AuthenticationError } from '../src/errors';
import { memoryTokenStore } from '../src/token/tokenStore';
import { answerJson, startLocalServer, type LocalServer } from './localServer';

const ok = { msg: 'ok', data: [] };
const clientOf = (server: LocalServer, timeout = 0) =>
  createClient({ baseURL: server.baseURL, tokenStore: memoryTokenStore('user-token'), timeout });

/** Resolves once the server has received `count` requests. */
async function receivedAtLeast(server: LocalServer, count: number) {
  await vi.waitFor(() => expect(server.received.length).toBeGreaterThanOrEqual(count));
}

/** A port nothing listens on: one the system gave a server that is closed again. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('per-call options against a local HTTP server', () => {
  const servers: LocalServer[] = [];
  const start = async (...args: Parameters<typeof startLocalServer>) => {
    const server = await startLocalServer(...args);
    servers.push(server);
    return server;
  };
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
  });

  it("sends the call's headers and Idempotency-Key, and never lets them replace the session's Authorization", async () => {
    const server = await start((_request, response) => answerJson(response, 200, ok));
    await clientOf(server).payments.start(5, {
      headers: { 'X-Trace': 'trace-1', Authorization: 'Bearer someone-else' },
      idempotencyKey: 'pay-0001',
    });
    expect(server.received[0]?.headers).toMatchObject({
      'x-trace': 'trace-1',
      'idempotency-key': 'pay-0001',
      authorization: 'Bearer user-token',
    });
  });

  it('with an already aborted signal, sends nothing and rejects with code ABORTED', async () => {
    const server = await start((_request, response) => answerJson(response, 200, ok));
    const failure = clientOf(server).apis.list({ signal: AbortSignal.abort() });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'ABORTED', msg: 'Request aborted' });
    expect(server.received).toHaveLength(0);
  });

  it('aborting while the answer is awaited rejects at once with code ABORTED', async () => {
    const server = await start(() => undefined);
    const controller = new AbortController();
    const failure = clientOf(server).apis.list({ signal: controller.signal });
    await receivedAtLeast(server, 1);
    controller.abort();
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'ABORTED', cause: expect.any(Error) });
  });

  it("a call's timeout rejects with code ETIMEDOUT, and wins over the client's in both directions", async () => {
    const server = await start((_request, response) => {
      setTimeout(() => answerJson(response, 200, ok), 300);
    });
    await expect(clientOf(server).apis.list({ timeout: 50 })).rejects.toMatchObject({ status: 0, code: 'ETIMEDOUT' });
    await expect(clientOf(server, 50).apis.list()).rejects.toMatchObject({ code: 'ETIMEDOUT' });
    await expect(clientOf(server, 50).apis.list({ timeout: 0 })).resolves.toEqual(ok);
  });

  it('tells a refused connection from an answer that is not JSON', async () => {
    const port = await closedPort();
    const refused = createClient({ baseURL: `http://127.0.0.1:${port}/`, tokenStore: memoryTokenStore() });
    const noAnswer = await refused.apis.list().catch((error: unknown) => error);
    expect(noAnswer).toMatchObject({ status: 0, code: 'ECONNREFUSED', requestId: undefined });
    expect((noAnswer as ApiError).cause).toMatchObject({ code: 'ECONNREFUSED' });

    const server = await start((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'x-request-id': 'req-bad-json-1' });
      response.end('{"msg": "ok", "data": [');
    });
    const badJson = await clientOf(server)
      .apis.list()
      .catch((error: unknown) => error);
    expect(badJson).toMatchObject({
      status: 200,
      code: 'BAD_JSON',
      msg: 'The server answered with invalid JSON',
      requestId: 'req-bad-json-1',
      body: '{"msg": "ok", "data": [',
    });
    expect((badJson as ApiError).cause).toBeInstanceOf(SyntaxError);
  });

  it("names an error answer by its status, with the request id of the header, else of the body's requestId", async () => {
    const server = await start((_request, response, index) => {
      if (index === 0)
        answerJson(response, 404, { msg: 'Not found', requestId: 'body-id-1' }, { 'x-request-id': 'head-id-1' });
      else if (index === 1) answerJson(response, 500, { msg: 'Internal error', requestId: 'body-id-2' });
      else answerJson(response, 401, { msg: 'Invalid token' }, { 'x-request-id': 'head-id-3' });
    });
    const client = clientOf(server);
    await expect(client.apis.get(1)).rejects.toMatchObject({ status: 404, code: 'HTTP_404', requestId: 'head-id-1' });
    await expect(client.apis.get(2)).rejects.toMatchObject({ status: 500, code: 'HTTP_500', requestId: 'body-id-2' });
    const denied = client.wallet.details();
    await expect(denied).rejects.toBeInstanceOf(AuthenticationError);
    await expect(denied).rejects.toMatchObject({ code: 'HTTP_401', requestId: 'head-id-3', msg: 'Invalid token' });
  });
});
