import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { TINY_JPEG } from '../../../test-fixtures/sampleFiles';
import { MAX_IMAGE_BYTES } from './imagesRoutes';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = TINY_JPEG;
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** A multipart form in the image host's contract. */
function form(data: Buffer, name: string, type: string, preset: string | null = 'profile') {
  const body = new FormData();
  if (preset !== null) body.append('upload_preset', preset);
  body.append('file', new Blob([new Uint8Array(data)], { type }), name);
  return body;
}

describe('image upload and serving', () => {
  let server: TestServer;
  let token: string;
  const upload = (body: FormData) => callApi(server.url, 'POST', 'images/upload', { token, body });

  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server.url, 'lulu@example.com'));
  });
  afterAll(async () => server.close());

  it.each([
    ['png', PNG, 'image/png'],
    ['jpg', JPEG, 'image/jpeg'],
    ['gif', GIF, 'image/gif'],
    ['webp', WEBP, 'image/webp'],
  ])('accepts a %s image by its content and serves it back with nosniff', async (format, data, mime) => {
    const reply = await upload(form(data, 'picture.bin', 'application/octet-stream'));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      secure_url: expect.stringMatching(new RegExp(`^${server.url}/images/[0-9a-f]{32}\\.${format}$`)),
      public_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      bytes: data.length,
      format,
    });
    const served = await fetch(String(reply.body.secure_url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(mime);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(data);
  });

  it.each([
    ['an SVG named .png', SVG, 'evil.png', 'image/png'],
    ['text named .jpg', Buffer.from('just some text, not an image'), 'notes.jpg', 'image/jpeg'],
  ])('refuses %s with 415', async (_label, data, name, type) => {
    const reply = await upload(form(data, name, type));
    expect(reply).toMatchObject({ status: 415, body: { msg: 'Only PNG, JPEG, GIF and WebP images are accepted.' } });
  });

  it('refuses a file that only starts like a PNG: its header does not decode', async () => {
    const fake = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(40)]);
    const reply = await upload(form(fake, 'fake.png', 'image/png'));
    expect(reply).toMatchObject({ status: 422, body: { msg: 'The file could not be read as a PNG image.' } });
  });

  it('refuses an image wider or taller than 4096 pixels', async () => {
    const wide = Buffer.from(PNG);
    wide.writeUInt32BE(5000, 16);
    const reply = await upload(form(wide, 'wide.png', 'image/png'));
    expect(reply).toMatchObject({
      status: 422,
      body: { msg: 'Images may be at most 4096 × 4096 pixels; this one is 5000 × 1.' },
    });
  });

  it('takes 20 images a day per account, then answers 429 with Retry-After', async () => {
    const { token: busy } = await signUp(server.url, 'many-pictures@example.com');
    const send = () =>
      callApi(server.url, 'POST', 'images/upload', { token: busy, body: form(PNG, 'p.png', 'image/png') });
    for (let i = 0; i < 20; i += 1) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('At most 20 images can be uploaded a day. Try again in 1440 minutes.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const before = await server.app.db.selectFrom('images').select('id').execute();
    const reply = await upload(form(big, 'big.png', 'image/png'));
    expect(reply).toMatchObject({ status: 413, body: { msg: 'Request body is too large.' } });
    expect(await server.app.db.selectFrom('images').select('id').execute()).toHaveLength(before.length);
  });

  it('needs the upload_preset and a file', async () => {
    expect(await upload(form(PNG, 'a.png', 'image/png', null))).toMatchObject({
      status: 400,
      body: { msg: 'Upload preset must be specified.' },
    });
    const onlyPreset = new FormData();
    onlyPreset.append('upload_preset', 'profile');
    expect(await upload(onlyPreset)).toMatchObject({ status: 400, body: { msg: 'An image file is required.' } });
    const json = await callApi(server.url, 'POST', 'images/upload', { token, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('answers 404 for an unknown image and 400 for a bad name', async () => {
    expect((await fetch(`${server.url}/images/${'0'.repeat(32)}.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/images/..%2f..%2fetc%2fpasswd`)).status).toBe(400);
  });
});
