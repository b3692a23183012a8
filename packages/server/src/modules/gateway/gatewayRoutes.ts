import { PLAYGROUND_ENVIRONMENTS, type PlaygroundEnvironment, playgroundPath } from '@csi/api-client/vocabulary';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { GATEWAY_JSON_BODY_LIMIT } from '../../services/bounds/limits';
import type { DownloadStore } from '../../services/downloads';
import type { ServiceEndpoint } from '../../services/serviceHandlers';
import { ServiceError } from '../../services/ServiceError';
import { serviceInput } from './serviceInput';
import { bufferParts } from './uploadParts';
import {
  answerIdempotently,
  keptAnswer,
  type ClaimedKey,
  type IdempotentAnswer,
} from '../idempotency/answerIdempotently';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_WINDOW_MS,
  type IdempotencyStore,
} from '../idempotency/createIdempotencyStore';
import { readIdempotencyKey } from '../idempotency/readIdempotencyKey';
import {
  createLedgerWriter,
  formatUsd,
  KEY_TAKEN,
  refundUnserved,
  scheduleChargeReconciliation,
  type WalletCharge,
} from '../billing';
import type { CatalogCache } from './createCatalogCache';
import { createFileJobAdmission } from './createFileJobAdmission';
import { GATEWAY_MESSAGES } from './messages';
import { gatewaySchemas, type GatewayHeaders, type GatewayParams } from './schemas';
import { rateLimitPolicy, rateLimitState, RATE_LIMIT_WINDOW_S } from './rateLimitHeaders';
import { checkCall } from './checkCall';
import { createCallerLookup, resolveCaller } from './resolveCaller';
import { SANDBOX_LIMITS, sandboxDataRefusal, sandboxQuotaRefusal } from './sandboxLimits';
import { withRetries } from '../../lib/withRetries';

/** Options of gatewayRoutes. */
export interface GatewayOptions {
  /** The services by endpoint path. */
  handlers: Record<string, ServiceEndpoint>;
  /** Calls per minute per account. */
  rateLimit: number;
  /** The catalog by endpoint path. */
  catalog: CatalogCache;
  /** Where the services store generated files. */
  downloads: DownloadStore;
  /** Where live calls' Idempotency-Keys and first answers are kept. */
  idempotency: IdempotencyStore;
}

/** Whole ms since the request arrived. */
const latencyOf = (reply: FastifyReply) => Math.max(0, Math.round(reply.elapsedTime));

/** The status an error is answered with (the error handler answers 500 for anything but an HttpError). */
const statusOf = (error: unknown) => (error instanceof HttpError ? error.statusCode : 500);

/**
 * `csi-p/api-live/<path>` and `csi-p/api-sandbox/<path>`: checks the key pair, the rate limit, the key and
 * account state and the API, then runs the service.
 *
 * Billing is two-phase, charge first: a live call is charged (one statement with its 'api_charge' ledger
 * row, status 'pending') BEFORE the service runs, so parallel calls can never spend the same money. A 2xx
 * answer is sent only once its charge is settled (status 'settled'); a call that is not served (any non-2xx
 * answer, a ServiceError, or an unexpected error, including a failed settlement) is refunded from a finally
 * block ('api_refund' with reference `refund:<charge reference>`), retried and, if it still fails, logged at
 * error level with the charge reference (refundUnserved). A process crash between the charge and its
 * settlement leaves the charge pending; scheduleChargeReconciliation refunds it when a server starts (and
 * every minute) once it is older than PENDING_CHARGE_TIMEOUT_MS. See billing/reconcilePendingCharges.ts.
 *
 * A live call with an Idempotency-Key is claimed after the checks and before its admission and charge: the same key
 * and request again replays the first answer without a charge (idempotency/answerIdempotently.ts). A served call's
 * answer is stored by its settlement's statement, so the paid charge and the answer its replays give commit together.
 * Calls without the header take the same path as before, with no extra statement.
 */
export async function gatewayRoutes(
  app: FastifyInstance,
  { handlers, rateLimit, catalog, downloads, idempotency }: GatewayOptions,
): Promise<void> {
  // On the embedded database a repeat caller is kept until its account changes (createCallerLookup).
  const callers = createCallerLookup(app.db, app.callersVersion);
  // The charges and settlements of one event-loop turn share one statement (createLedgerWriter), and so do the
  // Idempotency-Key claims that ride with the charges.
  const ledger = createLedgerWriter(app.db, {
    windowMs: IDEMPOTENCY_WINDOW_MS,
    leaseMs: IDEMPOTENCY_LEASE_MS,
    take: (claims) => idempotency.take(claims),
  });
  const admitFileJob = createFileJobAdmission();
  scheduleChargeReconciliation(app);

  async function call(
    environment: PlaygroundEnvironment,
    request: FastifyRequest<{ Params: GatewayParams; Headers: GatewayHeaders }>,
    reply: FastifyReply,
  ) {
    reply.header('ratelimit-policy', rateLimitPolicy(rateLimit));
    // What this answer cost (USD): the price of a served live call (set in serve), 0 otherwise, refusals and replays too.
    reply.header('x-call-cost', '0.00');
    const path = `/${request.params['*']}`.replace(/\/+$/, '') || '/';
    const caller = await resolveCaller(callers, request.headers);
    const [rate, api] = await Promise.all([
      // Per account (its API username never changes), not per key: rotating the key starts no fresh window.
      app.limiter.hit(`gateway:account:${caller.apiUsername}`, rateLimit, RATE_LIMIT_WINDOW_S * 1000),
      catalog.findByPath(path),
    ]);
    reply.header('ratelimit', rateLimitState(rate));
    const endpoint = api ? handlers[path] : undefined;
    // A served answer leaves through its service's answer schema (a field it does not name never leaves); a refusal
    // leaves as it is ({ msg }, the request id added by the preSerialization hook).
    if (endpoint) {
      const serializeAnswer = reply.compileSerializationSchema(endpoint.answer as Record<string, unknown>);
      reply.serializer((payload) =>
        reply.statusCode >= 200 && reply.statusCode < 300 ? serializeAnswer(payload) : JSON.stringify(payload),
      );
    }
    // Every counted call keeps its outcome (per-call insight): status, latency since arrival, cost 0 (not charged,
    // or refunded) and request id. A settled live call's row is written with its settlement instead.
    const record = (wasForwarded: boolean, statusCode: number) =>
      api &&
      app.usageRecorder.record({
        userId: caller.userId,
        apiEndpoint: path,
        serviceType: endpoint?.serviceType ?? api.apiService,
        environment,
        wasForwarded,
        call: { statusCode, latencyMs: latencyOf(reply), costMicro: 0n, requestId: request.id },
      });

    const checked = checkCall({ caller, rate, api, endpoint, path, method: request.method, environment });
    const refusal =
      checked instanceof HttpError
        ? checked
        : environment === 'sandbox'
          ? (sandboxDataRefusal(checked.endpoint, request.body) ??
            (await sandboxQuotaRefusal(app.limiter, caller.apiUsername)))
          : null;
    if (refusal) {
      record(false, refusal.statusCode);
      throw refusal;
    }
    if (checked instanceof HttpError) throw checked;
    const costMicro = BigInt(checked.api.costMicro);
    const label = `${checked.api.name} ${path}`;
    const { publicUrl, dataDir } = app.config;
    const maxUploadBytes =
      environment === 'sandbox'
        ? Math.min(app.config.maxUploadBytes, SANDBOX_LIMITS.fileBytes)
        : app.config.maxUploadBytes;
    // Live calls honour an Idempotency-Key (answerIdempotently); a file's parts are read first, for the fingerprint.
    const key = environment === 'live' ? readIdempotencyKey(request.headers) : undefined;
    if (key !== undefined && checked.endpoint.accepts === 'multipart' && request.isMultipart()) {
      await bufferParts(request, maxUploadBytes);
    }

    /**
     * Admits, charges, runs and settles or refunds the call; answers the service's answer, kept for the replays of
     * `claimed` (the call's Idempotency-Key, if any) by the settlement when it is settled.
     */
    async function serve(endpoint: ServiceEndpoint, claimed: ClaimedKey | undefined): Promise<IdempotentAnswer> {
      // Admitted before it is charged: a busy service or an account's file job in progress refuses without a hold.
      let leave: () => void;
      try {
        leave = admitFileJob(endpoint, caller.userId);
      } catch (error) {
        record(false, statusOf(error));
        throw error;
      }
      try {
        let taken: WalletCharge | null = null;
        if (environment === 'live' && costMicro > 0n) {
          const outcome = await ledger.charge({
            userId: caller.userId,
            costMicro,
            reference: `charge:${randomUUID()}`,
            description: label,
            // A key not claimed yet is claimed by the charge's statement (claimInWork below).
            ...(claimed?.fingerprint && {
              claim: { key: claimed.key, fingerprint: claimed.fingerprint, claim: claimed.claim },
            }),
          });
          // Another request has the key: nothing was charged or run, and answerIdempotently answers for it.
          if (outcome === KEY_TAKEN) return { statusCode: 409, body: null, keyHeld: true };
          taken = outcome;
          if (!taken) {
            record(false, 400);
            throw new HttpError(400, GATEWAY_MESSAGES.insufficientBalance);
          }
        }
        // Charge first, settle when served, refund otherwise (see the comment of gatewayRoutes). `served` turns
        // true only for a 2xx answer whose charge is settled; the finally block refunds every other outcome: a
        // 4xx/5xx answer, a ServiceError, any unexpected error thrown by the service, or a settlement that failed.
        let served = false;
        let answer: IdempotentAnswer | undefined;
        let thrown: unknown;
        try {
          answer = await endpoint.handler(serviceInput(request), { publicUrl, dataDir, maxUploadBytes, downloads });
          const success = answer.statusCode >= 200 && answer.statusCode < 300;
          if (success && taken) {
            const { reference } = taken;
            // Refunded already: the call outlasted PENDING_CHARGE_TIMEOUT_MS; its result is not given away unpaid.
            // The settlement counts the call's usage in the same statement (usage equals settled charges after a crash).
            const call = {
              statusCode: answer.statusCode,
              latencyMs: latencyOf(reply),
              costMicro,
              requestId: request.id,
            };
            const keep = claimed && { userId: caller.userId, ...claimed, ...keptAnswer(answer) };
            const usage = { apiEndpoint: path, serviceType: endpoint.serviceType, call, answer: keep };
            if ((await withRetries(() => ledger.settle(reference, usage))) !== 'settled') {
              throw new HttpError(504, GATEWAY_MESSAGES.tooSlow);
            }
          }
          served = success;
        } catch (error) {
          if (!(error instanceof ServiceError)) {
            thrown = error;
            throw error;
          }
          const sandboxFile = environment === 'sandbox' && error.statusCode === 413 && endpoint.accepts !== 'json';
          answer = {
            statusCode: error.statusCode,
            body: { msg: sandboxFile ? GATEWAY_MESSAGES.sandboxFile : error.message },
          };
          if (error.retryAfterS !== undefined) reply.header('retry-after', String(error.retryAfterS));
        } finally {
          if (!served && taken) await refundUnserved(app.db, taken, `Refund: ${label} was not served`, request.log);
          // A settled charge's usage was written with the settlement; every other forwarded call is counted here.
          if (!(served && taken)) record(true, thrown === undefined && answer ? answer.statusCode : statusOf(thrown));
          if (served && taken) reply.header('x-call-cost', formatUsd(costMicro));
        }
        // A served call with a charge was settled, and a claimed key's answer with it.
        return { ...answer, kept: served && taken !== null && claimed !== undefined };
      } finally {
        leave();
      }
    }
    // A charged call to a service without admission claims its key with its charge: no statement of its own. Others
    // (a free API, a file service, whose admission comes first) claim it before they run.
    const claimInWork = environment === 'live' && costMicro > 0n && !checked.endpoint.capacity;
    return answerIdempotently(idempotency, request, reply, { userId: caller.userId, key, claimInWork }, (claimed) =>
      serve(checked.endpoint, claimed),
    );
  }

  const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
  for (const environment of PLAYGROUND_ENVIRONMENTS) {
    app.route<{ Params: GatewayParams; Headers: GatewayHeaders }>({
      method: methods,
      url: `/${playgroundPath(environment, '*')}`,
      // Described, not refused: the gateway checks the key pair and the Idempotency-Key with the spec's own msgs.
      schema: { params: gatewaySchemas.params, headers: gatewaySchemas.headers },
      // JSON services take data up to MAX_RAW_DATA_BYTES; their requests need more than the server-wide limit.
      bodyLimit: Math.max(app.config.bodyLimit, GATEWAY_JSON_BODY_LIMIT),
      handler: (request, reply) => call(environment, request, reply),
    });
  }
}
