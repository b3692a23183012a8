import { createLimiter } from '../bounds/createLimiter';
import { PROCESSING_TIMEOUT_MS, SERVICE_CONCURRENCY, SERVICE_QUEUE_LIMIT, TIMEOUT_MESSAGE } from '../bounds/limits';
import { FileRejectedError } from '../FileRejectedError';
import { ServiceError } from '../ServiceError';
import type { PdfPasswords } from './pdfPasswords';
import { isPdf } from './pdfSniff';
import type { QpdfOutcome } from './qpdf.worker';
import { qpdfPool } from './qpdfPool';

/** The PDF service's worker slots (the gateway admits calls here before charging them). */
export const pdfLimiter = createLimiter(SERVICE_CONCURRENCY, SERVICE_QUEUE_LIMIT);

async function runInWorker(input: Uint8Array, passwords: PdfPasswords, timeoutMs: number): Promise<QpdfOutcome> {
  const { userPassword, ownerPassword, bits } = passwords;
  try {
    // On abort piscina terminates the thread, so a hostile file cannot keep a core busy.
    return await qpdfPool().run(
      { input, userPassword, ownerPassword, bits },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw new FileRejectedError(422, TIMEOUT_MESSAGE);
    if (error instanceof Error && error.name === 'RuntimeError') {
      throw new FileRejectedError(422, 'The PDF could not be processed: qpdf stopped on its content.');
    }
    throw error;
  }
}

/**
 * Encrypts a PDF with qpdf (WebAssembly) in a worker thread: AES-128 (R4) or AES-256 (R6), opening only with
 * a password. An empty file throws ServiceError 400; a non-PDF (by content), damaged, already-encrypted or timed-out
 * file FileRejectedError 4xx (charged: it was examined); at most SERVICE_CONCURRENCY files are processed at once,
 * each for at most `timeoutMs`.
 */
export async function encryptPdf(
  input: Uint8Array,
  passwords: PdfPasswords,
  timeoutMs = PROCESSING_TIMEOUT_MS,
): Promise<Uint8Array> {
  if (input.length === 0) throw new ServiceError(400, 'The uploaded file is empty.');
  if (!isPdf(input)) throw new FileRejectedError(415, 'The uploaded file is not a PDF: its content has no PDF header.');
  const outcome = await pdfLimiter.run(() => runInWorker(input, passwords, timeoutMs));
  if (outcome.status === 'encrypted') {
    throw new FileRejectedError(422, 'The PDF is already encrypted; remove its password before encrypting it again.');
  }
  if (outcome.status === 'damaged')
    throw new FileRejectedError(422, `The PDF is damaged and cannot be read (${outcome.detail}).`);
  return outcome.output;
}
