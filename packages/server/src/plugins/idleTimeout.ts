import type { FastifyInstance } from 'fastify';
import { Socket } from 'node:net';

/**
 * IDLE_TIMEOUT_MS (the server's socket timeout, which Node sets again for each request of a kept-alive connection)
 * applies while a request is arriving and while its answer is being sent: a client that stops sending (a stalled
 * upload) or stops reading is dropped. It is suspended while the server works on a request it has received whole: a
 * scan that takes longer than the timeout must not lose its answer.
 */
export function registerIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    // Injected requests (tests) have no network socket.
    if (!(raw.socket instanceof Socket)) return;
    if (raw.complete) raw.socket.setTimeout(0);
    else raw.once('end', () => raw.socket.setTimeout(0));
  });
  app.addHook('onSend', async (request) => {
    if (request.raw.socket instanceof Socket) request.raw.socket.setTimeout(idleMs);
  });
}
