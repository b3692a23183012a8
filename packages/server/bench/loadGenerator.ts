import { createRequire } from 'node:module';

/** The part of autocannon's options the benchmarks use (the package ships no types). */
export interface LoadOptions {
  url: string;
  method: 'POST';
  connections: number;
  /** Seconds to send for, or `amount`: calls to send. */
  duration?: number;
  amount?: number;
  /** Seconds a call may take before it counts as a timeout (autocannon's default: 10). */
  timeout?: number;
  workers?: number;
  headers: Record<string, string>;
  body: string;
  /** Replaces `[<id>]` in the request (headers included) with an id of its own per request. */
  idReplacement?: boolean;
}

/** The part of autocannon's result the benchmarks use. */
export interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** autocannon, typed with the options and result above. */
export const autocannon = createRequire(import.meta.url)('autocannon') as (options: LoadOptions) => Promise<LoadResult>;

/** The body of every /encrypt-data call the benchmarks send. */
export const ENCRYPT_BODY = JSON.stringify({ rawData: 'The quick brown fox jumps over the lazy dog.' });
