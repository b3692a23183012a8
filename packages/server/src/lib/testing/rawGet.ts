import { request } from 'node:http';

/**
 * Sends `GET target` exactly as written (fetch and URL parsing would drop a `#fragment` or re-encode
 * bytes), as a raw client or a scanner might; answers the status and the body text.
 */
export function rawGet(
  url: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.end();
  });
}
