import type { Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { largePdf, plainPdf } from '../../../test-fixtures/sampleFiles';
import { TIMEOUT_MESSAGE } from '../bounds/limits';
import { encryptPdf } from './encryptPdf';
import type { PdfPasswords } from './pdfPasswords';
import { closePdfWorkers, qpdfPool } from './qpdfPool';

const passwords: PdfPasswords = { userPassword: 'open', ownerPassword: 'owner-1', ownerGenerated: false, bits: 256 };

afterAll(async () => {
  await closePdfWorkers();
});

describe('the PDF time limit', () => {
  it('terminates the worker thread of a job still running at the limit, and later jobs still run', async () => {
    // Warm up: a thread exists and has loaded qpdf, so the big job starts running at once.
    await encryptPdf(await plainPdf(1), passwords);
    const big = await largePdf(12 * 1024 * 1024);
    const threads: Worker[] = [...qpdfPool().threads];
    expect(threads.length).toBeGreaterThan(0);
    const exits = threads.map((thread) => new Promise<number>((resolve) => thread.once('exit', resolve)));
    await expect(encryptPdf(big, passwords, 300)).rejects.toMatchObject({ statusCode: 422, message: TIMEOUT_MESSAGE });
    // qpdf needs seconds for 12 MB, so the job was running at 300 ms: the warm thread that ran it is
    // terminated (its exit event fires; a thread left computing would never exit and the test would time out).
    expect(typeof (await Promise.race(exits))).toBe('number');
    expect(qpdfPool().threads.filter((thread) => threads.includes(thread) && thread.threadId !== -1)).toHaveLength(
      threads.length - 1,
    );
    expect(await encryptPdf(await plainPdf(1), passwords)).toBeInstanceOf(Uint8Array);
  });
});
