import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TINY_JPEG } from '../../../test-fixtures/sampleFiles';
import { callApi } from '../../lib/testing/callApi';
import { metadataLimiter } from '../../services/metadata/fileMetadataHandler';
import { serviceHandlers } from '../../services/serviceHandlers';
import type { ServiceResult } from '../../services/types';
import { createTestUser, TEST_USER_PASSWORD, type TestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const METADATA = 'csi-p/api-live/file/file-metadata';
const METADATA_COST_MICRO = 10_000n;

describe('fair file services behind the gateway', () => {
  let server: TestServer;
  const metadata = serviceHandlers['/file/file-metadata']!;
  const upload = (user: TestUser) => {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from(TINY_JPEG)], { type: 'image/jpeg' }), 'photo.jpg');
    return callApi(server.url, 'POST', METADATA, { headers: user.headers, body: form });
  };
  const balance = async (userId: number) =>
    BigInt(
      (
        await server.app.db
          .selectFrom('wallets')
          .select('balanceMicro')
          .where('userId', '=', userId)
          .executeTakeFirstOrThrow()
      ).balanceMicro,
    );

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("answers an account's second file job in progress with 429 and Retry-After, holding nothing for it", async () => {
    let finish = (_: ServiceResult) => undefined as void;
    const started = new Promise<void>((resolve) => {
      vi.spyOn(metadata, 'handler').mockImplementationOnce(
        () => new Promise<ServiceResult>((done) => ((finish = done), resolve())),
      );
    });
    const owner = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 50_000n });
    const other = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: 50_000n });
    const first = upload(owner);
    await started;
    // Charged only once served: while the job runs its cost is set aside, and nothing is written.
    expect(await balance(owner.id)).toBe(50_000n);

    const second = await upload(owner);
    expect(second.status).toBe(429);
    expect(second.headers.get('retry-after')).toBe('2');
    expect(second.body.msg).toBe(
      'This account already has a file being processed: send the next one when it has finished.',
    );
    expect(await balance(owner.id)).toBe(50_000n);
    // Another account is served meanwhile.
    expect((await upload(other)).status).toBe(200);

    // A whole answer: the gateway serializes it with the service's answer schema.
    const data = {
      filename: 'photo.jpg',
      size: 4,
      created_at: '2026-11-25T07:00:00.000Z',
      detectedType: null,
      declaredExtension: 'jpg',
      metadata: {},
      risks: [],
    };
    finish({ statusCode: 200, body: { msg: 'Metadata extracted successfully.', data } });
    expect((await first).status).toBe(200);
    expect(await balance(owner.id)).toBe(50_000n - METADATA_COST_MICRO);
    expect((await upload(owner)).status).toBe(200);
    expect(await balance(owner.id)).toBe(50_000n - 2n * METADATA_COST_MICRO);
  });

  it('answers a busy service with 503 and Retry-After before setting its cost aside, so no hold starves the wallet', async () => {
    const user = await createTestUser(server.app, { freeCoinsMicro: 0n, balanceMicro: METADATA_COST_MICRO });
    const places = Array.from({ length: 10 }, () => metadataLimiter.admit());
    try {
      const busy = await upload(user);
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('2');
      expect(busy.body.msg).toBe('Service busy, try again shortly.');
      expect(await balance(user.id)).toBe(METADATA_COST_MICRO);
      const charges = await server.app.db
        .selectFrom('ledger')
        .select('kind')
        .where('userId', '=', user.id)
        .where('kind', '=', 'api_charge')
        .execute();
      expect(charges).toEqual([]);
    } finally {
      for (const leave of places) leave();
    }
    // The wallet still covers exactly one call once the service has room.
    expect((await upload(user)).status).toBe(200);
    expect(await balance(user.id)).toBe(0n);
  });

  it('serves a small file while ten other accounts keep their uploads stalled mid-body', async () => {
    const boundary = 'csi-stalled-upload';
    const stalled: ClientRequest[] = [];
    try {
      for (let i = 0; i < 10; i++) {
        const uploader = await createTestUser(server.app);
        const head =
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n';
        const req = httpRequest(`${server.url}/${METADATA}`, {
          method: 'POST',
          headers: {
            ...uploader.headers,
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(head.length + 100_000),
          },
        });
        req.on('error', () => undefined);
        // The headers and the first bytes of the file, then nothing more.
        req.write(head + 'x'.repeat(1_000));
        stalled.push(req);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const other = await createTestUser(server.app);
      const reply = await upload(other);
      expect(reply.status).toBe(200);
      expect(reply.body.msg).toBe('Metadata extracted successfully.');
    } finally {
      for (const req of stalled) req.destroy();
    }
  });

  it('keeps the 50-a-minute rate limit per account: a rotated key does not start a fresh window', async () => {
    const user = await createTestUser(server.app);
    const call = (headers: Record<string, string>) =>
      callApi(server.url, 'POST', 'csi-p/api-sandbox/encrypt-data', { headers, body: { rawData: 'x' } });
    for (let i = 0; i < 50; i++) expect((await call(user.headers)).status).toBe(200);
    expect((await call(user.headers)).status).toBe(429);
    const rotated = await callApi<{ api_key: string }>(server.url, 'POST', 'usfw/update/api-key', {
      token: user.token,
      body: { currentPassword: TEST_USER_PASSWORD },
    });
    const fresh = await call({ ...user.headers, 'x-api-key': rotated.body.data.api_key });
    expect(fresh.status).toBe(429);
  });
});
