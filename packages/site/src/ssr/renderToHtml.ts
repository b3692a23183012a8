import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** Longest a page may take to render on the server before it is given up. */
export const RENDER_TIMEOUT_MS = 10_000;

/**
 * The HTML of a React tree, with every Suspense boundary resolved (React's streaming renderer, read to the end: the
 * page is answered whole, so its tag can reflect its content).
 */
export function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    // React starts rendering on a later tick: `timer` is set by the time a callback below runs.
    const stream = renderToPipeableStream(node, {
      // Every Suspense boundary in place: React would send a large one apart, with an inline script to move it in,
      // which the site's script-src 'self' policy refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError: (error) => console.error('Server rendering failed:', error),
    });
    const timer = setTimeout(() => stream.abort(new Error('Server rendering timed out')), RENDER_TIMEOUT_MS);
  });
}
