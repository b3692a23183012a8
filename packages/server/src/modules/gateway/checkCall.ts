import type { PlaygroundEnvironment } from '@csi/contract';
import type { Selectable } from 'kysely';
import type { ApisTable } from '../../db/schema';
import { HttpError } from '../../lib/HttpError';
import type { RateLimitResult } from '../../plugins/rateLimiter';
import type { ServiceEndpoint } from '../../services/serviceHandlers';
import { GATEWAY_MESSAGES } from './messages';
import { secondsToReset } from './rateLimitHeaders';
import type { GatewayCaller } from './resolveCaller';

/** What the gateway knows about a call before running it. */
export interface GatewayCall {
  caller: GatewayCaller;
  rate: RateLimitResult;
  api: Selectable<ApisTable> | undefined;
  endpoint: ServiceEndpoint | undefined;
  path: string;
  method: string;
  environment: PlaygroundEnvironment;
}

/** A call the gateway accepts: the API and the service that serves it. */
export interface AcceptedCall {
  api: Selectable<ApisTable>;
  endpoint: ServiceEndpoint;
}

/** 403 for a caller whose key is blocked or whose account is suspended; null otherwise. */
export function callerRefusal(caller: GatewayCaller): HttpError | null {
  if (caller.apiKeyBlocked) return new HttpError(403, GATEWAY_MESSAGES.keyBlocked);
  if (caller.suspended) return new HttpError(403, GATEWAY_MESSAGES.suspended);
  return null;
}

/**
 * The refusal of a call (rate limit, blocked key, suspended account, live call of an unverified e-mail, unknown
 * path, offline API, no service, method), checked in that order, or the accepted API and service.
 */
export function checkCall({
  caller,
  rate,
  api,
  endpoint,
  path,
  method,
  environment,
}: GatewayCall): HttpError | AcceptedCall {
  if (!rate.allowed) {
    const seconds = secondsToReset(rate.resetMs);
    return new HttpError(429, GATEWAY_MESSAGES.rateLimited(rate.limit, seconds), { 'retry-after': String(seconds) });
  }
  const refused = callerRefusal(caller);
  if (refused) return refused;
  if (environment === 'live' && !caller.emailVerified) return new HttpError(403, GATEWAY_MESSAGES.unverifiedEmail);
  if (!api) return new HttpError(404, GATEWAY_MESSAGES.unknownEndpoint(path));
  if (!api.live) return new HttpError(503, GATEWAY_MESSAGES.offline);
  if (!endpoint) return new HttpError(501, GATEWAY_MESSAGES.noService);
  if (method !== endpoint.method) {
    return new HttpError(405, GATEWAY_MESSAGES.wrongMethod(method, endpoint.method), { allow: endpoint.method });
  }
  return { api, endpoint };
}
