import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

/**
 * The embedded database (PGlite) in a worker thread of its own (pglite.worker.ts), so that its work leaves the
 * server's main thread free. The main thread sends each statement with its parameters and gets the rows back;
 * statements run in the worker one at a time, and while a connection has a transaction open only its statements
 * run there (the others queue in the worker). That is what the single-connection PGlite dialect used before it
 * guaranteed with a lock on the main thread, without holding the database idle while an answer waits on that thread.
 */

/** What the worker gets at start. */
export interface WorkerData {
  dataDir: string;
}

/** A statement, or the end of a connection with a transaction left open, or the close of the database. */
export type WorkerRequest =
  | {
      op: 'query';
      id: number;
      /** The connection (Kysely acquires one per statement, or per transaction). */
      session: number;
      sql: string;
      params: unknown[];
      /** 'begin' opens a transaction on this connection, 'end' (commit or rollback) closes it. */
      tx?: 'begin' | 'end';
    }
  | { op: 'release'; id: number; session: number }
  | { op: 'close'; id: number; session: number };

/** An error as plain data: name, message, stack and its own fields (code, detail, constraint...). */
export interface WorkerError {
  name: string;
  message: string;
  stack?: string | undefined;
  fields: Record<string, string | number | boolean | undefined>;
}

/** The answer to request `id` (0: the worker's start). */
export interface WorkerReply {
  id: number;
  rows?: unknown[];
  affectedRows?: number | undefined;
  error?: WorkerError;
}

/**
 * The worker file: built beside the bundle that inlined this module (dist/db), next to this module, or the
 * TypeScript source under tests and `tsx`, which the worker then loads with tsx.
 */
function workerFile(): URL {
  const candidates = ['./db/pglite.worker.js', './pglite.worker.js', './pglite.worker.ts'];
  const found = candidates.map((path) => new URL(path, import.meta.url)).find((url) => existsSync(url));
  if (!found) throw new Error(`pglite worker not found next to ${import.meta.url}`);
  return found;
}

/** tsx's ESM API (its `import` export; the `require` one cannot register from a worker). */
function tsxEsmApi(): URL {
  return new URL('dist/esm/api/index.mjs', pathToFileURL(createRequire(import.meta.url).resolve('tsx/package.json')));
}

/** The worker's error with its fields, as the caller would have had it from PGlite in this thread. */
function rebuildError(plain: WorkerError): Error {
  const error = Object.assign(new Error(plain.message), plain.fields);
  error.name = plain.name;
  if (plain.stack) error.stack = plain.stack;
  return error;
}

interface Pending {
  resolve: (reply: WorkerReply) => void;
  reject: (error: Error) => void;
}

/** The main thread's end of the worker: sends requests, matches the answers, fails them all if the worker dies. */
export class PgliteWorkerClient {
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** Set once the worker is gone (closed or crashed): every request then fails with it. */
  private stopped: Error | null = null;
  private closing: Promise<void> | null = null;
  /** Resolves with the worker's exit code once its thread has ended. */
  readonly exited: Promise<number>;

  private constructor(
    private readonly worker: Worker,
    onCrash: (error: Error) => void,
  ) {
    let crash: Error | undefined;
    worker.on('message', (reply: WorkerReply) => this.answer(reply));
    worker.on('error', (error) => {
      crash = error;
    });
    this.exited = new Promise((resolve) => worker.once('exit', resolve));
    worker.on('exit', (code) => {
      const reason = new Error(
        `The embedded database stopped (worker exit code ${code})${crash ? `: ${crash.message}` : ''}`,
        crash ? { cause: crash } : undefined,
      );
      const unexpected = !this.stopped;
      this.stop(reason);
      if (unexpected) onCrash(reason);
    });
  }

  /**
   * Starts the worker on `dataDir` and resolves once PGlite is open there. `onCrash` hears of the worker's end
   * when nobody closed it (every statement then fails, and so does the readiness check).
   */
  static async start(dataDir: string, onCrash: (error: Error) => void = () => undefined): Promise<PgliteWorkerClient> {
    const file = workerFile();
    const workerData: WorkerData = { dataDir };
    const worker = file.pathname.endsWith('.ts')
      ? // Node 20 does not apply `--import tsx` to a worker's entry: register tsx first, then import the source.
        new Worker(
          `import(${JSON.stringify(tsxEsmApi().href)})` +
            `.then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`,
          { eval: true, workerData },
        )
      : new Worker(file, { workerData });
    const client = new PgliteWorkerClient(worker, onCrash);
    await new Promise<WorkerReply>((resolve, reject) => client.pending.set(0, { resolve, reject })).catch(
      async (error: unknown) => {
        await worker.terminate();
        throw error;
      },
    );
    // Idle, the worker does not keep the process alive (PGlite in this thread did not); a pending request does.
    worker.unref();
    return client;
  }

  /** Forgets request `id`; with none left pending, the idle worker no longer keeps the process alive. */
  private forget(id: number): void {
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker.unref();
  }

  private answer(reply: WorkerReply): void {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.forget(reply.id);
    if (reply.error) pending.reject(rebuildError(reply.error));
    else pending.resolve(reply);
  }

  private stop(reason: Error): void {
    if (!this.stopped) this.stopped = reason;
    const pending = [...this.pending.values()];
    this.pending.clear();
    for (const { reject } of pending) reject(this.stopped);
  }

  /** Sends a request (without its id) and resolves with the worker's answer. */
  request(request: DistributiveOmit<WorkerRequest, 'id'>): Promise<WorkerReply> {
    if (this.stopped) return Promise.reject(this.stopped);
    if (this.closing && request.op !== 'close') return Promise.reject(new Error('The embedded database is closed'));
    const id = this.nextId++;
    return new Promise<WorkerReply>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        // A parameter the structured clone cannot copy (a function, say).
        this.forget(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Closes PGlite after the statements already sent (ending the worker anyway after `timeoutMs`), then the worker. */
  close(timeoutMs = 30_000): Promise<void> {
    this.closing ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      try {
        if (!this.stopped) {
          await Promise.race([
            this.request({ op: 'close', session: 0 }),
            new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
          ]);
        }
      } finally {
        clearTimeout(timer);
        this.stop(new Error('The embedded database is closed'));
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  /** Ends the worker at once, as a crash would (for tests of what a crash does). */
  async terminate(): Promise<void> {
    await this.worker.terminate();
  }
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

let nextSession = 1;

/** A Kysely connection: a session id the worker uses to keep a transaction's statements together. */
class WorkerConnection implements DatabaseConnection {
  /** True between a successful begin and the commit or rollback. */
  inTransaction = false;
  readonly session = nextSession++;

  constructor(private readonly client: PgliteWorkerClient) {}

  async run<R>(compiledQuery: CompiledQuery, tx?: 'begin' | 'end'): Promise<QueryResult<R>> {
    const reply = await this.client.request({
      op: 'query',
      session: this.session,
      sql: compiledQuery.sql,
      params: [...compiledQuery.parameters],
      ...(tx ? { tx } : {}),
    });
    const rows = (reply.rows ?? []) as R[];
    return reply.affectedRows ? { numAffectedRows: BigInt(reply.affectedRows), rows } : { rows };
  }

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return this.run<R>(compiledQuery);
  }

  async *streamQuery<R>(compiledQuery: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    if (!Number.isInteger(chunkSize) || chunkSize <= 0) throw new Error('chunkSize must be a positive integer');
    const { rows } = await this.run<R>(compiledQuery);
    for (let i = 0; i < rows.length; i += chunkSize) yield { rows: rows.slice(i, i + chunkSize) };
  }
}

class WorkerDriver implements Driver {
  constructor(private readonly client: PgliteWorkerClient) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WorkerConnection(this.client);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const modes = [
      settings.isolationLevel ? `isolation level ${settings.isolationLevel}` : '',
      settings.accessMode ?? '',
    ].filter(Boolean);
    const conn = connection as WorkerConnection;
    await conn.run(CompiledQuery.raw(modes.length ? `start transaction ${modes.join(' ')}` : 'begin'), 'begin');
    conn.inTransaction = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as WorkerConnection;
    conn.inTransaction = false;
    await conn.run(CompiledQuery.raw('commit'), 'end');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as WorkerConnection;
    conn.inTransaction = false;
    await conn.run(CompiledQuery.raw('rollback'), 'end');
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const conn = connection as WorkerConnection;
    if (!conn.inTransaction) return;
    conn.inTransaction = false;
    await this.client.request({ op: 'release', session: conn.session }).catch(() => undefined);
  }

  async destroy(): Promise<void> {
    await this.client.close();
  }
}

/** Kysely's dialect for PGlite in the worker `client` runs (PostgreSQL's adapter, compiler and introspector). */
export class PgliteWorkerDialect implements Dialect {
  constructor(private readonly client: PgliteWorkerClient) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new WorkerDriver(this.client);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's Dialect takes any database.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
