import { readFile } from 'node:fs/promises';
import { FileRejectedError } from '../../FileRejectedError';
import { pdfActiveContent, type PdfActiveContent } from './pdfActiveContent';

/** The worker's answer: what the PDF holds, or why it was rejected (an error's class does not cross threads). */
export type PdfScanOutcome = { status: 'ok'; content: PdfActiveContent } | { status: 'rejected'; message: string };

/** Runs in a worker thread: scans the PDF at `path` for active content (pdfActiveContent). */
export default async function scanPdfInWorker(path: string): Promise<PdfScanOutcome> {
  try {
    return { status: 'ok', content: await pdfActiveContent(await readFile(path)) };
  } catch (error) {
    if (error instanceof FileRejectedError) return { status: 'rejected', message: error.message };
    throw error;
  }
}
