import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elfExecutable, plainPdf, TINY_JPEG } from '../../../test-fixtures/sampleFiles';
import { TIMEOUT_MESSAGE } from '../bounds/limits';
import { encryptPdf } from './encryptPdf';
import type { PdfPasswords } from './pdfPasswords';
import { closePdfWorkers } from './qpdfPool';
import { INPUT_PATH, OUTPUT_PATH, runQpdf } from './runQpdf';

const NATIVE_QPDF = '/usr/bin/qpdf';
const aes128: PdfPasswords = {
  userPassword: 'open-sesame',
  ownerPassword: 'owner-Secret-1',
  ownerGenerated: false,
  bits: 128,
};

let source: Uint8Array;
let encrypted: Uint8Array;
let dir: string;
beforeAll(async () => {
  source = await plainPdf(3);
  encrypted = await encryptPdf(source, aes128);
  dir = await mkdtemp(path.join(tmpdir(), 'csi-pdf-'));
});
afterAll(async () => {
  await closePdfWorkers();
  await rm(dir, { recursive: true, force: true });
});

describe('encryptPdf with qpdf-wasm (checked in pure JS)', () => {
  it('writes AES-128, revision 4 (AESv2), that opens with the user password', async () => {
    const shown = await runQpdf(encrypted, ['--show-encryption', `--password=${aes128.userPassword}`, INPUT_PATH]);
    expect(shown.exitCode).toBe(0);
    expect(shown.stdout).toContain('R = 4');
    expect(shown.stdout).toContain('Supplied password is user password');
    expect(shown.stdout).toContain('file encryption method: AESv2');
  });

  it('does not open without the password, and decrypts with it to the same pages', async () => {
    const without = await runQpdf(encrypted, ['--check', INPUT_PATH]);
    expect(without.exitCode).toBe(2);
    expect(without.stderr).toMatch(/invalid password/);
    const decrypted = await runQpdf(encrypted, [
      '--decrypt',
      `--password=${aes128.userPassword}`,
      INPUT_PATH,
      OUTPUT_PATH,
    ]);
    expect(decrypted.exitCode).toBe(0);
    expect((await PDFDocument.load(decrypted.output ?? new Uint8Array())).getPageCount()).toBe(3);
  });

  it('writes AES-256, revision 6 (AESv3), for keyLength 256 and accepts a Unicode password', async () => {
    const output = await encryptPdf(source, { ...aes128, userPassword: 'nenosiri-ñ-🔐', bits: 256 });
    const shown = await runQpdf(output, ['--show-encryption', '--password=nenosiri-ñ-🔐', INPUT_PATH]);
    expect(shown.exitCode).toBe(0);
    expect(shown.stdout).toContain('R = 6');
    expect(shown.stdout).toContain('file encryption method: AESv3');
  });
});

describe.skipIf(!existsSync(NATIVE_QPDF))('encryptPdf checked with native qpdf', () => {
  it('requires a password, opens with it, and fails --check without it', async () => {
    const file = path.join(dir, 'out.pdf');
    await writeFile(file, encrypted);
    expect(spawnSync(NATIVE_QPDF, ['--requires-password', file]).status).toBe(0);
    const shown = execFileSync(NATIVE_QPDF, [
      '--show-encryption',
      `--password=${aes128.userPassword}`,
      file,
    ]).toString();
    expect(shown).toContain('R = 4');
    expect(shown).toContain('AESv2');
    expect(spawnSync(NATIVE_QPDF, ['--check', file]).status).toBe(2);
    expect(spawnSync(NATIVE_QPDF, ['--check', `--password=${aes128.userPassword}`, file]).status).toBe(0);
  });
});

describe('encryptPdf refusals', () => {
  const refusal = (input: Uint8Array, timeoutMs?: number) =>
    encryptPdf(input, aes128, timeoutMs).catch((e: unknown) => e);

  it('refuses an empty file with 400', async () => {
    expect(await refusal(new Uint8Array())).toMatchObject({ statusCode: 400, message: 'The uploaded file is empty.' });
  });

  it('refuses non-PDF content with 415, whatever its name', async () => {
    const message = 'The uploaded file is not a PDF: its content has no PDF header.';
    expect(await refusal(TINY_JPEG)).toMatchObject({ statusCode: 415, message });
    expect(await refusal(elfExecutable())).toMatchObject({ statusCode: 415, message });
  });

  it('refuses a damaged PDF with 422', async () => {
    const damaged = new TextEncoder().encode('%PDF-1.7\n1 0 obj garbage without xref');
    expect(await refusal(damaged)).toMatchObject({
      statusCode: 422,
      message: expect.stringMatching(/^The PDF is damaged and cannot be read \(.+\)\.$/),
    });
  });

  it('refuses an already-encrypted PDF with 422', async () => {
    expect(await refusal(encrypted)).toMatchObject({
      statusCode: 422,
      message: 'The PDF is already encrypted; remove its password before encrypting it again.',
    });
  });

  it('stops a job that runs past its time limit with 422', async () => {
    expect(await refusal(source, 1)).toMatchObject({ statusCode: 422, message: TIMEOUT_MESSAGE });
  });
});
