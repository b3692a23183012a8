import { PLAYGROUND_ENVIRONMENTS, type PlaygroundEnvironment, playgroundPath } from '@csi/contract';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { GATEWAY_JSON_BODY_LIMIT } from '../../services/bounds/limits';
import type { DownloadStore } from '../../services/downloads';
import type { ServiceEndpoint } from '../../services/serviceHandlers';
import { FileRejectedError } from '../../services/FileRejectedError';
import { ServiceError } from '../../services/ServiceError';
import { serviceInput } from './serviceInput';
import { bufferParts } from './uploadParts';
import type { IdempotentAnswer } from '../idempotency/answerIdempotently';
import { answerWhenServed, type ServedKey } from '../idempotency/answerWhenServed';
import {
  IDEMPOTENCY_LEASE_MS,
  IDEMPOTENCY_WINDOW_MS,
  type IdempotencyStore,
} from '../idempotency/createIdempotencyStore';
import { readIdempotencyKey } from '../idempotency/readIdempotencyKey';
import { KEY_TAKEN, createLedgerWriter, formatUsd, type Hold } from '../billing';
import type { CatalogCache } from './createCatalogCache';
import { createFileJobAdmission } from './createFileJobAdmission';
import { GATEWAY_MESSAGES } from './messages';
import { gatewaySchemas, type GatewayHeaders, type GatewayParams } from './schemas';
import { gatewayRateKey, rateLimitPolicy, rateLimitState, RATE_LIMIT_WINDOW_S } from './rateLimitHeaders';
import { checkCall } from './checkCall';
import { createCallerLookup, resolveCaller } from './resolveCaller';
import { SANDBOX_LIMITS, sandboxDataRefusal, sandboxQuotaRefusal } from './sandboxLimits';

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
 * Billing charges what was served: while a live call runs, its cost is only set aside in this process (the ledger
 * writer's hold: calls running at once can never spend the same money), and a 2xx answer is sent only once its charge
 * is written, in one statement with its wallet's 'api_charge' ledger row ('settled', one per debit of the calls charged
 * together), its usage count and its api_calls row. A file the service examined and refused for what it holds (a
 * FileRejectedError: too many entries, over a time, output or memory bound, not what it claims) is charged the same,
 * so a crafted file is not a free attack. A call that is not served (any other non-2xx answer, a ServiceError such as
 * busy or a refusal before processing, an unexpected error) releases its hold and is charged nothing; so does a process
 * that stops while calls run. A served call whose charge is refused after all (another instance spent the money
 * meanwhile) is answered 400 with the insufficient-balance message, its answer withheld. See
 * billing/createLedgerWriter.ts.
 *
 * A live call with an Idempotency-Key writes its key only with its answer, in its charge's statement, so the charge and
 * the answer its replays give commit together, and a keyed call costs no statement of its own
 * (idempotency/answerWhenServed.ts): while it runs the key is only marked running in this process. When the key has an
 * answer already (the same key and request sent earlier, or at the same time to another instance), nothing is charged
 * and the first answer is replayed; another request with the key answers 422.
 */
export async function gatewayRoutes(
  app: FastifyInstance,
  { handlers, rateLimit, catalog, downloads, idempotency }: GatewayOptions,
): Promise<void> {
  const callers = createCallerLookup(app.db, app.secrets.apiKeyHash);
  // The charges of one event-loop turn share one statement (createLedgerWriter), with their calls' keys and answers.
  const ledger = createLedgerWriter(app.db, { windowMs: IDEMPOTENCY_WINDOW_MS, leaseMs: IDEMPOTENCY_LEASE_MS });
  const admitFileJob = createFileJobAdmission();

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
      // Per account, not per key: rotating the key starts no fresh window.
      app.limiter.hit(gatewayRateKey(caller.apiUsername), rateLimit, RATE_LIMIT_WINDOW_S * 1000),
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
    // Every counted call keeps its outcome (per-call insight): status, latency since arrival, cost 0 (not charged) and request id. A charged live call's row is written with its charge instead.
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
    // Live calls honour an Idempotency-Key (answerIdempotently), read before anything else of the request.
    const key = environment === 'live' ? readIdempotencyKey(request.headers) : undefined;
    // An account uploads one file job at a time (429 beyond); its file then arrives whole (bounded by the upload limit)
    // before the call takes a service slot in serve: a trickling upload holds no slot. The parts read also give an
    // Idempotency-Key its fingerprint.
    let leaveAccount: () => void;
    try {
      leaveAccount = admitFileJob.account(checked.endpoint, caller.userId);
    } catch (error) {
      record(false, statusOf(error));
      throw error;
    }

    /**
     * Admits, holds, runs and charges the call when served; answers the service's answer, kept for the replays of
     * `served` (the call's Idempotency-Key, if any) by the charge's statement when it is charged.
     */
    async function serve(endpoint: ServiceEndpoint, served: ServedKey | undefined): Promise<IdempotentAnswer> {
      // Admitted before its cost is set aside: a busy service refuses first.
      let leave: () => void;
      try {
        leave = admitFileJob.service(endpoint);
      } catch (error) {
        record(false, statusOf(error));
        throw error;
      }
      let hold: Hold | null = null;
      try {
        if (environment === 'live' && costMicro > 0n) {
          hold = await ledger.hold(caller.userId, costMicro);
          if (!hold) {
            record(false, 400);
            throw new HttpError(400, GATEWAY_MESSAGES.insufficientBalance);
          }
        }
        // Set aside while it runs, charged when served (see the comment of gatewayRoutes). `charged` turns true only
        // for a 2xx answer or a rejected file whose charge was written; every other outcome releases the hold.
        let charged = false;
        let rejectedFile = false;
        let keyHeld = false;
        let answer: IdempotentAnswer | undefined;
        let thrown: unknown;
        try {
          try {
            answer = await endpoint.handler(serviceInput(request), { publicUrl, dataDir, maxUploadBytes, downloads });
          } catch (error) {
            if (!(error instanceof FileRejectedError)) throw error;
            // The file was examined and refused for what it holds: it cost the service its work, so it is charged.
            answer = { statusCode: error.statusCode, body: { msg: error.message } };
            rejectedFile = true;
          }
          if (((answer.statusCode >= 200 && answer.statusCode < 300) || rejectedFile) && hold) {
            const call = {
              statusCode: answer.statusCode,
              latencyMs: latencyOf(reply),
              costMicro,
              requestId: request.id,
            };
            const keep = served && { ...served, claim: randomUUID(), ...idempotency.keptAnswer(answer) };
            const usage = { apiEndpoint: path, serviceType: endpoint.serviceType, call, ...(keep && { answer: keep }) };
            const outcome = await ledger.charge(hold, { description: label, usage });
            // The key had an answer already: nothing was charged, and answerWhenServed answers with the first answer.
            if (outcome === KEY_TAKEN) keyHeld = true;
            // Another instance spent the money while this call ran: not charged, and not served.
            else if (!outcome) throw new HttpError(400, GATEWAY_MESSAGES.insufficientBalance);
            else charged = true;
          }
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
          // A charged call's usage was written with its charge; a replay is not counted; every other forwarded call is.
          if (charged) reply.header('x-call-cost', formatUsd(costMicro));
          else if (!keyHeld) record(true, thrown === undefined && answer ? answer.statusCode : statusOf(thrown));
        }
        // A charged call's key kept its answer in the charge's statement.
        return { ...answer, kept: charged && served !== undefined, keyHeld };
      } finally {
        hold?.release();
        leave();
      }
    }
    try {
      if (checked.endpoint.accepts === 'multipart' && request.isMultipart()) await bufferParts(request, maxUploadBytes);
      return await answerWhenServed(idempotency, request, reply, { userId: caller.userId, key }, (served) =>
        serve(checked.endpoint, served),
      );
    } finally {
      leaveAccount();
    }
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
