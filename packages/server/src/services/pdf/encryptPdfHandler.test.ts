import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test-fixtures/multipartBody';
import { elfExecutable, plainPdf } from '../../../test-fixtures/sampleFiles';
import { serviceTestApp } from '../../../test-fixtures/serviceTestApp';
import { closePdfWorkers } from './qpdfPool';
import { INPUT_PATH, runQpdf } from './runQpdf';

const PUBLIC_URL = 'https://csi.example.com';

describe('POST /file/encrypt-pdf', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let pdf: Uint8Array;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'csi-pdfh-'));
    app = await serviceTestApp({ publicUrl: PUBLIC_URL, dataDir, maxUploadBytes: 8 * 1024 });
    pdf = await plainPdf(2);
  });
  afterAll(async () => {
    await app.close();
    await closePdfWorkers();
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = async (parts: Parameters<typeof multipartBody>[0]) =>
    app.inject({ method: 'POST', url: '/file/encrypt-pdf', ...(await multipartBody(parts)) });

  it('encrypts filePart, answers a download link under PUBLIC_URL and the generated owner password once', async () => {
    const res = await post({ filePart: { filename: 'report.pdf', data: pdf }, password: 'open-sesame' });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ msg: string; status: string; data: string; ownerPassword: string }>();
    expect(body).toMatchObject({
      msg: 'PDF encrypted with AES-128. The download link expires in 1 hour.',
      status: 'success',
    });
    expect(body.data).toMatch(new RegExp(`^${PUBLIC_URL}/files/download/[A-Za-z0-9_-]{43}$`));
    const download = await app.inject({ method: 'GET', url: body.data.slice(PUBLIC_URL.length) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="report.pdf"');
    const asOwner = await runQpdf(download.rawPayload, [
      '--show-encryption',
      `--password=${body.ownerPassword}`,
      INPUT_PATH,
    ]);
    expect(asOwner.stdout).toContain('Supplied password is owner password');
    const asUser = await runQpdf(download.rawPayload, ['--show-encryption', '--password=open-sesame', INPUT_PATH]);
    expect(asUser.stdout).toContain('Supplied password is user password');
  });

  it('accepts the docs field name filepart and does not echo a given owner password', async () => {
    const res = await post({
      filepart: { filename: 'a.pdf', data: pdf },
      password: 'long-enough-pw',
      ownerPassword: 'owner-password',
      keyLength: '256',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ msg: string; data: string }>();
    expect(body.msg).toBe('PDF encrypted with AES-256. The download link expires in 1 hour.');
    expect(body).not.toHaveProperty('ownerPassword');
    // AES-256 is security handler version 5, revision 6 (PDF 2.0), in the encryption dictionary.
    const download = await app.inject({ method: 'GET', url: body.data.slice(PUBLIC_URL.length) });
    const encryptDictionary = /\/Filter\s*\/Standard[^]*?>>/.exec(download.rawPayload.toString('latin1'))?.[0] ?? '';
    expect(encryptDictionary).toMatch(/\/V 5\b/);
    expect(encryptDictionary).toMatch(/\/R 6\b/);
  });

  it('refuses a PDF password shorter than 8 characters with 400, and encrypts with 8', async () => {
    const short = await post({ filePart: { filename: 'a.pdf', data: pdf }, password: '1234567' });
    expect([short.statusCode, short.json()]).toEqual([
      400,
      { msg: 'The PDF password must be at least 8 characters long.' },
    ]);
    const enough = await post({ filePart: { filename: 'a.pdf', data: pdf }, password: '12345678' });
    expect(enough.statusCode).toBe(200);
  });

  it('answers 4xx with a msg for a missing file or password, non-PDF content and non-multipart requests', async () => {
    expect((await post({ password: 'long-enough-pw' })).json()).toEqual({
      msg: 'A PDF file is required in the filePart (or filepart) field.',
    });
    const noPassword = await post({ filePart: { filename: 'a.pdf', data: pdf } });
    expect([noPassword.statusCode, noPassword.json()]).toEqual([400, { msg: 'password is required.' }]);
    const renamed = await post({
      filePart: { filename: 'invoice.pdf', data: elfExecutable() },
      password: 'long-enough-pw',
    });
    expect(renamed.statusCode).toBe(415);
    const json = await app.inject({
      method: 'POST',
      url: '/file/encrypt-pdf',
      payload: { password: 'long-enough-pw' },
    });
    expect([json.statusCode, json.json()]).toEqual([415, { msg: 'Expected a multipart/form-data request.' }]);
  });

  it('answers 413 with a msg when the file is larger than the upload limit', async () => {
    const big = new Uint8Array(9 * 1024).fill(0x20);
    big.set(new TextEncoder().encode('%PDF-1.7'));
    const res = await post({ filePart: { filename: 'big.pdf', data: big }, password: 'long-enough-pw' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ msg: 'File too large: the limit is 8192 bytes.' });
  });
});
