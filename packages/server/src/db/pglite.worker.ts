/**
 * The embedded database's thread: PGlite (PostgreSQL in WebAssembly) runs here, off the server's main thread, and
 * answers the statements pgliteInWorker.ts sends. Statements run one at a time, in the order they arrive, except
 * that while a connection has a transaction open only that connection's statements run; the others wait for its
 * commit or rollback (PGlite is a single connection). Only PGlite's public API is used (`create`, `query`, `close`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_PARSERS } from './pgliteParsers';
import type { WorkerData, WorkerError, WorkerReply, WorkerRequest } from './pgliteInWorker';

const port = parentPort;
if (!port) throw new Error('pglite.worker runs as a worker thread');

/** An error as plain data (a structured clone keeps only message and stack): its own fields (code, detail...) too. */
function plainError(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WorkerError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

const post = (message: WorkerReply) => port.postMessage(message);

let db: PGlite;
try {
  db = await PGlite.create((workerData as WorkerData).dataDir, { parsers: PGLITE_PARSERS });
} catch (error) {
  post({ id: 0, error: plainError(error) });
  process.exit(1);
}

const queue: WorkerRequest[] = [];
/** The connection whose transaction is open, if any. */
let owner: number | null = null;
let draining = false;

async function handle(request: WorkerRequest): Promise<void> {
  if (request.op === 'close') {
    await db.close().then(
      () => post({ id: request.id }),
      (error: unknown) => post({ id: request.id, error: plainError(error) }),
    );
    return;
  }
  if (request.op === 'release') {
    // A connection given back with its transaction still open: end it, so the others can run.
    if (owner === request.session) {
      owner = null;
      await db.query('rollback').catch(() => undefined);
    }
    post({ id: request.id });
    return;
  }
  try {
    const result = await db.query(request.sql, request.params);
    if (request.tx === 'begin') owner = request.session;
    post({ id: request.id, rows: result.rows, affectedRows: result.affectedRows });
  } catch (error) {
    post({ id: request.id, error: plainError(error) });
  } finally {
    // A failed commit or rollback ends the transaction too (PostgreSQL rolls back a commit it cannot make).
    if (request.tx === 'end') owner = null;
  }
}

/** The next statement that may run now: the first in line, or while a transaction is open its connection's. */
function next(): WorkerRequest | undefined {
  if (owner === null) return queue.shift();
  const index = queue.findIndex((request) => request.session === owner);
  return index < 0 ? undefined : queue.splice(index, 1)[0];
}

async function drain(): Promise<void> {
  if (draining) return;
  draining = true;
  try {
    for (let request = next(); request; request = next()) await handle(request);
  } finally {
    draining = false;
  }
}

port.on('message', (request: WorkerRequest) => {
  queue.push(request);
  void drain();
});
post({ id: 0 });
