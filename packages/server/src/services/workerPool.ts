import { existsSync } from 'node:fs';
import { Piscina } from 'piscina';
import { SERVICE_CONCURRENCY } from './bounds/limits';

/** A pool of worker threads made on first use. */
export interface WorkerPool<Task, Result> {
  /** The pool, created on first use; idle threads exit after 30 s. */
  pool(): Piscina<Task, Result>;
  /** Stops the threads (the app calls it on close); a later `pool()` starts a new pool. */
  close(): Promise<void>;
}

/**
 * At most SERVICE_CONCURRENCY threads running the worker file `name` (`qpdf.worker`), which sits in `sourceDir` under
 * src (`services/pdf`). The file is found next to the module at `moduleUrl` (built to the same folder under dist), beside
 * the bundle that inlined that module (dist/), or as the TypeScript source under tests and `tsx`, which the worker then
 * loads with tsx.
 */
export function workerPool<Task, Result>(moduleUrl: string, sourceDir: string, name: string): WorkerPool<Task, Result> {
  let pool: Piscina<Task, Result> | undefined;
  return {
    pool() {
      if (!pool) {
        const candidates = [`./${name}.js`, `./${sourceDir}/${name}.js`, `./${name}.ts`];
        const filename = candidates.map((path) => new URL(path, moduleUrl)).find((url) => existsSync(url));
        if (!filename) throw new Error(`${name} not found next to ${moduleUrl}`);
        pool = new Piscina({
          filename: filename.href,
          minThreads: 0,
          maxThreads: SERVICE_CONCURRENCY,
          idleTimeout: 30_000,
          execArgv: filename.pathname.endsWith('.ts') ? ['--import', 'tsx'] : [],
        });
      }
      return pool;
    },
    async close() {
      const current = pool;
      pool = undefined;
      await current?.destroy();
    },
  };
}
