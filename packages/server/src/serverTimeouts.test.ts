import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/startTestServer';

/** What a raw connection received before the server closed it. */
interface Closed {
  received: string;
}

/**
 * Opens a raw TCP connection, writes `first`, then `next()` every `everyMs` (if given) until the server closes the
 * connection; resolves on the socket's 'close' event.
 */
function converse(port: number, first: string, trickle?: { next: () => string; everyMs: number }): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      if (trickle) timer = setInterval(() => socket.writable && socket.write(trickle.next()), trickle.everyMs);
    });
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // The server may reset a connection it drops while bytes are still arriving.
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ received });
    });
  });
}

describe('server timeouts', () => {
  let server: TestServer;
  let port: number;

  beforeAll(async () => {
    server = await startTestServer({
      timeouts: { headersMs: 500, requestMs: 4_000, idleMs: 2_000, keepAliveMs: 2_000 },
    });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server.close();
  });

  it('closes a connection whose headers never end, even one that keeps sending header lines', async () => {
    let line = 0;
    const closed = await converse(port, 'GET /healthz HTTP/1.1\r\nHost: localhost\r\n', {
      next: () => `X-Filler-${(line += 1)}: x\r\n`,
      everyMs: 100,
    });
    expect(closed.received).not.toContain('200 OK');
  });

  it('closes a connection that sent its headers and then nothing', async () => {
    const closed = await converse(
      port,
      'POST /usfw/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n',
    );
    expect(closed.received).not.toContain('200 OK');
  });

  it('drops an upload that stalls after its first bytes', async () => {
    const closed = await converse(
      port,
      'POST /usfw/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n{"username":',
    );
    expect(closed.received).not.toContain('200 OK');
  });

  it('answers 408 to an upload trickled too slowly to finish within the request timeout', async () => {
    const closed = await converse(
      port,
      'POST /usfw/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100000\r\n\r\n',
      { next: () => ' ', everyMs: 100 },
    );
    expect(closed.received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('still serves requests whose body arrives in pieces in time, and several on one kept-alive connection', async () => {
    const body = JSON.stringify({ username: 'nobody@example.com', password: 'not-the-password' });
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let answered = () => undefined as void;
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      answered();
    });
    /** Resolves once `count` answers have arrived on the connection. */
    const answers = (count: number) =>
      new Promise<void>((resolve) => {
        answered = () => {
          if ((received.match(/HTTP\/1\.1 \d{3} /g) ?? []).length >= count) resolve();
        };
        answered();
      });
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write(
      `POST /usfw/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise<void>((resolve) => setImmediate(resolve));
    socket.write(body.slice(10));
    await answers(1);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await answers(2);
    socket.destroy();
    expect(received).toMatch(/^HTTP\/1\.1 401 /);
    expect(received).toContain('HTTP/1.1 200 OK');
  });
});
