import { workerPool } from '../workerPool';
import type { QpdfOutcome, QpdfTask } from './qpdf.worker';

const qpdfWorkers = workerPool<QpdfTask, QpdfOutcome>(import.meta.url, 'services/pdf', 'qpdf.worker');

/** The shared pool of qpdf worker threads, created on first use; idle threads exit after 30 s. */
export const qpdfPool = () => qpdfWorkers.pool();

/** Stops the qpdf worker threads (the app calls it on close). */
export const closePdfWorkers = () => qpdfWorkers.close();
