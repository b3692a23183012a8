import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerIdleTimeout } from './idleTimeout';

const IDLE_MS = 300;

describe('idle timeout', () => {
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    app = Fastify({ connectionTimeout: IDLE_MS, keepAliveTimeout: 5_000 });
    registerIdleTimeout(app, IDLE_MS);
    // Work that takes several idle periods once the request has arrived (a long scan).
    app.post('/slow', async () => {
      await delay(IDLE_MS * 4);
      return { done: true };
    });
    app.post('/echo', async (request) => request.body);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
  });

  /** Writes `requests` in turn on one connection, each once the previous one is answered; resolves on 'close'. */
  const converse = (requests: string[]) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      let next = 0;
      const send = () => {
        const request = requests[next];
        next += 1;
        if (request !== undefined) socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.toString();
        if ((received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length === next) send();
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(received));
    });
  const post = (path: string, body: string, sent = body) =>
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${sent}`;

  it('lets the server work longer than the idle timeout on a request that has arrived', async () => {
    const received = await converse([
      post('/slow', '{}'),
      'GET /missing HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n',
    ]);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received).toContain('{"done":true}');
  });

  it('drops a stalled body on a kept-alive connection too', async () => {
    const received = await converse([post('/echo', '{"a":1}'), post('/echo', '{"a":2}', '{"a"')]);
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});
