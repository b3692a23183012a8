import { monitorEventLoopDelay } from 'node:perf_hooks';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngWithCompressedText } from '../../../test-fixtures/sampleFiles';
import { createTestUser, type TestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const TINY = pngWithCompressedText({ Comment: 'hello' });
const SANDBOX_METADATA = 'csi-p/api-sandbox/file/file-metadata';
const LIVE_METADATA = 'csi-p/api-live/file/file-metadata';
const TOO_MANY_ENTRIES = 'The archive holds more than 2,000 entries; it was rejected.';

/** A .docx of 2,001 empty entries: one over the limit. */
function crowdedDocx(): Uint8Array {
  const entries: Record<string, Uint8Array> = { '[Content_Types].xml': new TextEncoder().encode('<Types/>') };
  for (let i = 0; i < 2_000; i++) entries[`word/e${i}.xml`] = new Uint8Array(0);
  return zipSync(entries, { level: 0 });
}

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

  it('charges a live call its price when the service rejects the crafted file it examined', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 50_000n });
    const reply = await upload(user, crowdedDocx(), 'crafted.docx', LIVE_METADATA);
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ msg: TOO_MANY_ENTRIES });
    expect(reply.headers.get('x-call-cost')).toBe('0.01');
    const wallet = await server.app.db
      .selectFrom('wallets')
      .select('balanceMicro')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(BigInt(wallet.balanceMicro)).toBe(40_000n);
  });

  it("counts a sandbox call with a crafted file toward the account's 100 calls a day", async () => {
    const user = await createTestUser(server.app);
    const reply = await upload(user, crowdedDocx(), 'crafted.docx');
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ msg: TOO_MANY_ENTRIES });
    const day = new Date().toISOString().slice(0, 10);
    const quota = await server.app.limiter.hit(`sandbox:${user.apiUsername}:${day}`, 100, 24 * 60 * 60_000);
    // This probe is the second call of the day.
    expect(quota.remaining).toBe(98);
  });
});
