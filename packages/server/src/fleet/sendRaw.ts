import { request } from 'node:http';

/** What one raw request came to: an HTTP status (with Retry-After), or a socket error before any answer. */
export type RawOutcome = { status: number; retryAfter: string | undefined } | { error: string };

/**
 * One request on a connection of its own (no keep-alive pool), so an instance that stops accepting refuses new
 * connections instead of meeting them on an old socket.
 */
export function sendRaw(
  url: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<RawOutcome> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      `${url}/${path}`,
      {
        method,
        agent: false,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        timeout: 30_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
        res.on('error', (e) => resolve({ error: `response ${e.message}` }));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end(payload);
  });
}

/** Runs `send` `total` times with `concurrency` callers; `onProgress` sees the number completed so far. */
export async function runLoad<T>(
  total: number,
  concurrency: number,
  send: (i: number) => Promise<T>,
  onProgress?: (done: number) => void,
): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const i = next++;
      results[i] = await send(i);
      onProgress?.(results.filter((r) => r !== undefined).length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}
