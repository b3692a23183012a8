import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { withRetries } from '../../lib/withRetries';
import type { HeldKey, IdempotencyStore } from './createIdempotencyStore';
import { IDEMPOTENCY_MESSAGES } from './messages';
import { requestFingerprint } from './requestFingerprint';

/** An answer a route hands to answerIdempotently: its status and JSON body. */
export interface IdempotentAnswer {
  statusCode: number;
  body: unknown;
  /** True when the route's own statement stored it already (see ClaimedKey); answerIdempotently then stores nothing. */
  kept?: boolean;
  /**
   * True when the route's own statement was to write the key with its answer (answerWhenServed) and found it taken:
   * the route did nothing, and the request is answered as for a key another request has (the first answer, 422, 409).
   */
  keyHeld?: boolean;
}

/** The key a request holds while `work` runs: a route can store its answer in its own statement (keptAnswer). */
export interface ClaimedKey {
  key: string;
  claim: string;
}

/** The header of a replayed answer. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Seconds a caller waits before retrying a key whose first request is still running. */
export const IN_PROGRESS_RETRY_AFTER_S = 1;

/**
 * Runs `work` once per Idempotency-Key of an account (`scope.key`, from readIdempotencyKey; undefined: no key, and
 * `work` simply runs). The same key with the same request (requestFingerprint) within 24 hours answers the first
 * answer again (status and body, with `Idempotent-Replayed: true`) without running `work`; with another request
 * 422; while the first is still running 409 with Retry-After (as Stripe does; the caller retries).
 *
 * Only final answers are kept: an answer under 500 that `work` returned (a success, or the refusal of a service
 * that looked at the request). When `work` throws (a refusal before anything was done: not approved, insufficient
 * balance, a database outage) or answers 500 and above (busy, too slow, not served), the key is released and a
 * retry runs again. Costs one insert (the claim) and one update (the answer) per request with a key; a route whose own
 * statement stores the answer with its work (the gateway's charge, given the ClaimedKey) saves the update's statement
 * and makes the answer and the work commit together.
 */
export async function answerIdempotently(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  scope: { userId: number; key: string | undefined },
  work: (claimed?: ClaimedKey) => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  const { userId, key } = scope;
  if (key === undefined) {
    const answer = await work();
    return reply.status(answer.statusCode).send(answer.body);
  }
  const ref = { userId, key };
  const fingerprint = requestFingerprint(request);
  const found = await store.claim(ref, fingerprint);
  if (found.kind !== 'claimed') return answerHeld(found, reply);
  const claimed: ClaimedKey = { key, claim: found.claim };
  const release = () =>
    store
      .release(ref, claimed.claim)
      .catch((error: unknown) => request.log.error({ err: error, userId }, 'Idempotency-Key not released'));
  let answer: IdempotentAnswer;
  try {
    answer = await work(claimed);
  } catch (error) {
    await release();
    throw error;
  }
  if (answer.statusCode >= 500) {
    await release();
  } else if (!answer.kept) {
    await withRetries(() => store.finish(ref, claimed.claim, store.keptAnswer(answer))).catch((error: unknown) =>
      // The answer still goes out; the key stays claimed until its lease ends, then a retry runs again.
      request.log.error({ err: error, userId }, 'Idempotency-Key answer not stored'),
    );
  }
  return reply.status(answer.statusCode).send(answer.body);
}

/** The answer to a request whose key another request has: the first answer again, 422 or 409. */
export function answerHeld(found: HeldKey, reply: FastifyReply): FastifyReply {
  if (found.kind === 'otherRequest') throw new HttpError(422, IDEMPOTENCY_MESSAGES.otherRequest);
  if (found.kind === 'inProgress') {
    throw new HttpError(409, IDEMPOTENCY_MESSAGES.inProgress, { 'retry-after': String(IN_PROGRESS_RETRY_AFTER_S) });
  }
  return reply
    .status(found.statusCode)
    .header(REPLAYED_HEADER, 'true')
    .send(JSON.parse(found.body) as unknown);
}
