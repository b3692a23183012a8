import { PROCESSING_TIMEOUT_MS, TIMEOUT_MESSAGE } from '../../bounds/limits';
import { FileRejectedError } from '../../FileRejectedError';
import { workerPool } from '../../workerPool';
import type { PdfActiveContent } from './pdfActiveContent';
import type { PdfScanOutcome } from './pdfActiveContent.worker';

const pdfScanWorkers = workerPool<string, PdfScanOutcome>(
  import.meta.url,
  'services/metadata/inspect',
  'pdfActiveContent.worker',
);

/**
 * pdfActiveContent of the PDF at `path`, in a worker thread: its inflating and scanning (up to the file's inflate
 * budget) never hold the event loop that answers every request. A file over a bound rejects with FileRejectedError
 * 422; past the processing timeout the thread is ended.
 */
export async function pdfActiveContentInWorker(path: string): Promise<PdfActiveContent> {
  let outcome: PdfScanOutcome;
  try {
    outcome = await pdfScanWorkers.pool().run(path, { signal: AbortSignal.timeout(PROCESSING_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw new FileRejectedError(422, TIMEOUT_MESSAGE);
    throw error;
  }
  if (outcome.status === 'rejected') throw new FileRejectedError(422, outcome.message);
  return outcome.content;
}

/** Stops the PDF scanning threads (the app calls it on close). */
export const closePdfScanWorkers = () => pdfScanWorkers.close();
