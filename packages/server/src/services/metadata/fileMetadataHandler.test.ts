import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test-fixtures/multipartBody';
import { pdfWithAuthor } from '../../../test-fixtures/sampleFiles';
import { serviceTestApp } from '../../../test-fixtures/serviceTestApp';
import { closeServices } from '../closeServices';

describe('POST /file/file-metadata', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'csi-metah-'));
    app = await serviceTestApp({ publicUrl: 'http://example.test', dataDir, maxUploadBytes: 16 * 1024 });
  });
  afterAll(async () => {
    await app.close();
    await closeServices();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (parts: Parameters<typeof multipartBody>[0]) =>
    app.inject({ method: 'POST', url: '/file/file-metadata', ...(await multipartBody(parts)) });

  it('rejects an archive of more than 2,000 entries with 422 before ExifTool reads it', async () => {
    const entries: Record<string, Uint8Array> = { '[Content_Types].xml': new TextEncoder().encode('<Types/>') };
    for (let i = 0; i < 2_000; i++) entries[`word/e${i}.xml`] = new Uint8Array(0);
    const roomy = await serviceTestApp({ publicUrl: 'http://example.test', dataDir, maxUploadBytes: 1024 * 1024 });
    const body = await multipartBody({ file: { filename: 'crafted.docx', data: zipSync(entries, { level: 0 }) } });
    const res = await roomy.inject({ method: 'POST', url: '/file/file-metadata', ...body });
    await roomy.close();
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ msg: 'The archive holds more than 2,000 entries; it was rejected.' });
  });

  it('counts the local headers of an archive without a central directory: 65,000 entries are rejected with 422', async () => {
    const entries: Record<string, Uint8Array> = { '[Content_Types].xml': new TextEncoder().encode('<Types/>') };
    for (let i = 0; i < 65_000; i++) entries[`word/e${i}.xml`] = new Uint8Array(0);
    const whole = Buffer.from(zipSync(entries, { level: 0 }));
    // Cut at the central directory (its offset is in the end record): only the local file headers are left.
    const headless = whole.subarray(0, whole.readUInt32LE(whole.length - 22 + 16));
    expect(headless.length).toBeGreaterThan(2_000_000);
    // A well-formed archive whose end record claims one entry is counted by its headers too.
    const understated = Buffer.from(zipSync(Object.fromEntries(Object.entries(entries).slice(0, 2_500)), { level: 0 }));
    understated.writeUInt16LE(1, understated.length - 22 + 8);
    understated.writeUInt16LE(1, understated.length - 22 + 10);
    const roomy = await serviceTestApp({ publicUrl: 'http://example.test', dataDir, maxUploadBytes: 4 * 1024 * 1024 });
    for (const data of [headless, understated]) {
      const body = await multipartBody({ file: { filename: 'crafted.docx', data } });
      const res = await roomy.inject({ method: 'POST', url: '/file/file-metadata', ...body });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ msg: 'The archive holds more than 2,000 entries; it was rejected.' });
    }
    await roomy.close();
  });

  it('answers filename, size, created_at, type, metadata and risks, and deletes the upload', async () => {
    const pdf = await pdfWithAuthor('Amina Otieno');
    const res = await post({ file: { filename: 'cv.pdf', data: pdf }, apiKey: 'csi_key' });
    expect(res.statusCode).toBe(200);
    const { msg, data } = res.json<{ msg: string; data: Record<string, unknown> }>();
    expect(msg).toBe('Metadata extracted successfully.');
    expect(data).toMatchObject({
      filename: 'cv.pdf',
      size: pdf.length,
      detectedType: { mime: 'application/pdf', ext: 'pdf' },
      metadata: { PDF: { Author: 'Amina Otieno' } },
      risks: expect.arrayContaining([expect.objectContaining({ field: 'PDF:Author', severity: 'medium' })]),
    });
    expect(Date.parse(String(data.created_at))).toBeGreaterThan(Date.now() - 60_000);
    expect(await readdir(path.join(dataDir, 'uploads'))).toEqual([]);
  });

  it('accepts the playground field filePart', async () => {
    const res = await post({ filePart: { filename: 'notes.txt', data: new TextEncoder().encode('hello') } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 400 for no file or an empty one and 413 beyond the upload limit', async () => {
    expect((await post({ apiKey: 'k' })).json()).toEqual({ msg: 'A file is required in the file field.' });
    const empty = await post({ file: { filename: 'e.txt', data: new Uint8Array() } });
    expect([empty.statusCode, empty.json()]).toEqual([400, { msg: 'The uploaded file is empty.' }]);
    const big = await post({ file: { filename: 'big.bin', data: new Uint8Array(17 * 1024) } });
    expect([big.statusCode, big.json()]).toEqual([413, { msg: 'File too large: the limit is 16384 bytes.' }]);
  });
});
