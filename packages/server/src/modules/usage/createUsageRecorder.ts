import type { PlaygroundEnvironment } from '@csi/contract';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One gateway call, as the usage log counts it. */
export interface UsageEvent {
  userId: number;
  apiEndpoint: string;
  serviceType: string;
  environment: PlaygroundEnvironment;
  /** True when the call reached the service. */
  wasForwarded: boolean;
  /** The call's outcome, kept as its own row in api_calls (per-call insight); only counted when absent. */
  call?: CallOutcome;
}

/** How one call ended, as api_calls keeps it. */
export interface CallOutcome {
  /** The HTTP status answered. */
  statusCode: number;
  /** From the request's arrival to its answer, in whole ms. */
  latencyMs: number;
  /** What the call finally cost in micro-dollars (0 in the sandbox and when not served). */
  costMicro: bigint;
  /** The request's X-Request-Id. */
  requestId: string;
}

/** Counts gateway calls in memory and writes them in batches, off the request path. */
export interface UsageRecorder {
  /** Counts one call in its hour bucket and keeps its outcome (no database write). */
  record(event: UsageEvent): void;
  /**
   * Writes every pending count (`count = count + pending`) and call row, in one transaction; concurrent calls wait
   * for each other.
   */
  flush(): Promise<void>;
  /** Stops the timer and flushes what is left. */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The gateway's usage counter (platform module); tests call `usageRecorder.flush()`. */
    usageRecorder: UsageRecorder;
  }
}

/** Options of createUsageRecorder. */
export interface UsageRecorderOptions {
  /** Time between background flushes. @default 5000 */
  intervalMs?: number;
  /** Called when a background flush fails (its counts are kept for the next one). */
  onError?: (error: unknown) => void;
}

const HOUR_MS = 3_600_000;
/** Rows per INSERT, well under PostgreSQL's 65535 parameters. */
const CHUNK = 1000;

/** A recorder that flushes every `intervalMs` (and on close); a failed flush keeps its counts for the next one. */
export function createUsageRecorder(
  db: Kysely<Database>,
  { intervalMs = 5_000, onError = () => undefined }: UsageRecorderOptions = {},
): UsageRecorder {
  type Counted = Omit<UsageEvent, 'call'> & { bucket: number; count: number };
  type CallRow = Omit<UsageEvent, 'call'> & Omit<CallOutcome, 'costMicro'> & { costMicro: string; createdAt: Date };
  let pending = new Map<string, Counted>();
  let calls: CallRow[] = [];
  let running: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    if (pending.size === 0 && calls.length === 0) return;
    const batch = pending;
    const callBatch = calls;
    pending = new Map();
    calls = [];
    const rows = [...batch.values()].map(({ bucket, ...row }) => ({ ...row, bucket: new Date(bucket) }));
    try {
      await db.transaction().execute(async (trx) => {
        for (let start = 0; start < rows.length; start += CHUNK) {
          await trx
            .insertInto('apiUsage')
            .values(rows.slice(start, start + CHUNK))
            .onConflict((oc) =>
              oc
                .columns(['userId', 'apiEndpoint', 'serviceType', 'environment', 'wasForwarded', 'bucket'])
                .doUpdateSet({ count: sql`api_usage.count + excluded.count` }),
            )
            .execute();
        }
        for (let start = 0; start < callBatch.length; start += CHUNK) {
          await trx
            .insertInto('apiCalls')
            .values(callBatch.slice(start, start + CHUNK))
            .execute();
        }
      });
    } catch (error) {
      calls = [...callBatch, ...calls];
      for (const [key, row] of batch) {
        const later = pending.get(key);
        pending.set(key, later ? { ...row, count: row.count + later.count } : row);
      }
      throw error;
    }
  }

  const flush = (): Promise<void> => {
    running = running.catch(() => undefined).then(write);
    return running;
  };
  const timer = setInterval(() => void flush().catch(onError), intervalMs);
  timer.unref();

  return {
    record({ call, ...event }) {
      if (call) calls.push({ ...event, ...call, costMicro: String(call.costMicro), createdAt: new Date() });
      const bucket = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;
      const key = [
        event.userId,
        event.apiEndpoint,
        event.serviceType,
        event.environment,
        event.wasForwarded,
        bucket,
      ].join('\u0000');
      const row = pending.get(key);
      if (row) row.count += 1;
      else pending.set(key, { ...event, bucket, count: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
