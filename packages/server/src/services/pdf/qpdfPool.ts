import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import { SERVICE_CONCURRENCY } from '../bounds/limits';
import type { QpdfOutcome, QpdfTask } from './qpdf.worker';

/**
 * The worker file: built next to this module (dist/services/pdf), beside the bundle that inlined
 * this module (dist/), or the TypeScript source under tests and `tsx`, which the worker then loads with tsx.
 */
function workerFile(): URL {
  const candidates = ['./qpdf.worker.js', './services/pdf/qpdf.worker.js', './qpdf.worker.ts'];
  const found = candidates.map((path) => new URL(path, import.meta.url)).find((url) => existsSync(url));
  if (!found) throw new Error(`qpdf worker not found next to ${import.meta.url}`);
  return found;
}

let pool: Piscina<QpdfTask, QpdfOutcome> | undefined;

/** The shared pool of qpdf worker threads, created on first use; idle threads exit after 30 s. */
export function qpdfPool(): Piscina<QpdfTask, QpdfOutcome> {
  if (!pool) {
    const filename = workerFile();
    pool = new Piscina({
      filename: filename.href,
      minThreads: 0,
      maxThreads: SERVICE_CONCURRENCY,
      idleTimeout: 30_000,
      execArgv: filename.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
    });
  }
  return pool;
}

/** Stops the qpdf worker threads (the app calls it on close). */
export async function closePdfWorkers(): Promise<void> {
  const current = pool;
  pool = undefined;
  await current?.destroy();
}
