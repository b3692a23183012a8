import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithCompressedText } from '../../../test-fixtures/sampleFiles';
import { createTestUser, type TestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const TINY = pngWithCompressedText({ Comment: 'hello' });
const SANDBOX_METADATA = 'csi-p/api-sandbox/file/file-metadata';

describe('untrusted files behind the gateway', () => {
  let server: TestServer;
  const upload = async (user: TestUser, data: Uint8Array, filename: string, path = SANDBOX_METADATA) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(data)]), filename);
    const res = await fetch(`${server.url}/${path}`, { method: 'POST', headers: user.headers, body: form });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      bytes: Buffer.byteLength(text),
      body: JSON.parse(text) as unknown,
    };
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers a 60 KB PNG whose text inflates to 60 MB in under 1 MB, the server answering meanwhile', async () => {
    const bomb = pngWithCompressedText({ Comment: Buffer.alloc(60 * 1024 * 1024, 'A') });
    expect(bomb.length).toBeLessThan(80 * 1024);
    const user = await createTestUser(server.app);
    const other = await createTestUser(server.app);
    // Warm-up: the ExifTool processes start (a spawn is synchronous), the routes compile their schemas.
    await Promise.all([upload(other, TINY, 'a.png'), upload(user, TINY, 'b.png')]);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const answer = upload(user, bomb, 'bomb.png');
    // Another account's small file and the health check are answered while the bomb is read.
    const [small, health] = await Promise.all([upload(other, TINY, 'small.png'), fetch(`${server.url}/healthz`)]);
    const reply = await answer;
    delay.disable();
    expect(small.status).toBe(200);
    expect(health.status).toBe(200);
    expect(reply.bytes).toBeLessThan(1024 * 1024);
    if (reply.status === 200) {
      const tags = (reply.body as { data: { metadata: Record<string, Record<string, unknown>> } }).data.metadata;
      expect(JSON.stringify(tags).length).toBeLessThan(1024 * 1024);
    } else {
      expect(reply.status).toBe(422);
    }
    // The event loop was never blocked long: the file was inflated and read elsewhere.
    expect(delay.max / 1e6).toBeLessThan(200);
  });
});
