import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the local server received. */
export interface ReceivedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/** Answers the `index`-th request (0-based) of the local server. */
export type LocalHandler = (request: IncomingMessage, response: ServerResponse, index: number) => void;

/** A plain Node HTTP server on 127.0.0.1 standing in for a misbehaving network or API host. */
export interface LocalServer {
  /** Its base URL, ending with a slash. */
  baseURL: string;
  /** Every request received so far. */
  received: ReceivedRequest[];
  /** Stops it, dropping open connections (a handler that never answers leaves one). */
  close(): Promise<void>;
}

/** Starts a local server that hands every request to `handler`. */
export async function startLocalServer(handler: LocalHandler): Promise<LocalServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const index = received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers }) - 1;
    request.resume();
    request.on('end', () => handler(request, response, index));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes a JSON answer with `status` and extra `headers`. */
export function answerJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}
