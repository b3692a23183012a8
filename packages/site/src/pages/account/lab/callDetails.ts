import type { ResponseInfo } from '@csi/api-client';
import type { PlaygroundEnvironment } from '@csi/contract';

/** What the lab shows of one call it sent. */
export interface CallDetails {
  /** Sequence number within the page (newest highest). */
  id: number;
  /** When the answer came, ISO 8601. */
  at: string;
  environment: PlaygroundEnvironment;
  method: string;
  endpoint: string;
  /** The HTTP status; null when no answer came (network failure). */
  status: number | null;
  /** Round trip measured in the browser, from sending to the answer, in whole ms. */
  latencyMs: number;
  /** What the call cost in USD, from the server's X-Call-Cost header; null when not sent. */
  cost: string | null;
  /** The server's X-Request-Id; null when not sent. */
  requestId: string | null;
}

let sequence = 0;

/** The details of a call from its request, its answer's status and headers (when one came) and its round trip. */
export function callDetails(
  request: { environment: PlaygroundEnvironment; method: string; endpoint: string },
  response: ResponseInfo | undefined,
  latencyMs: number,
  at = new Date(),
): CallDetails {
  sequence += 1;
  return {
    id: sequence,
    at: at.toISOString(),
    environment: request.environment,
    method: request.method,
    endpoint: request.endpoint,
    status: response?.status ?? null,
    latencyMs: Math.max(0, Math.round(latencyMs)),
    cost: response?.headers['x-call-cost'] ?? null,
    requestId: response?.headers['x-request-id'] ?? null,
  };
}
