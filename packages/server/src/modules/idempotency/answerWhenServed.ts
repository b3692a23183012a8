import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerHeld, type IdempotentAnswer } from './answerIdempotently';
import type { IdempotencyStore } from './createIdempotencyStore';
import { requestFingerprint } from './requestFingerprint';

/** The key a request runs with, written only with its answer: the account's `key` for a request with `fingerprint`. */
export interface ServedKey {
  key: string;
  fingerprint: string;
}

/**
 * answerIdempotently for a request that writes its Idempotency-Key only with its answer (the gateway's live calls):
 * nothing is written before `work` runs. The key is marked running in this process (a second request with it meanwhile
 * answers 409 with Retry-After, or 422 when it is another request); `work` gets the key and fingerprint and writes the
 * key with its answer in its own statement (the charge), answering `kept`, or `keyHeld` when the key had an answer
 * already, and then nothing was done (it ran at the same time on another instance, or earlier): the request is
 * answered with that first answer (or 422, 409). A final answer `work` did not keep (under 500: a service's refusal, a
 * free call) is written here; when the key had an answer already, that one is given instead. Thrown errors and answers
 * of 500 and above keep nothing, and a retry runs again.
 *
 * A retry of a request that finished runs its work again before it finds the first answer; it is not charged, and it is
 * answered with the first answer. What this saves is a statement before every keyed call.
 */
export async function answerWhenServed(
  store: IdempotencyStore,
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, key }: { userId: number; key: string | undefined },
  work: (served?: ServedKey) => Promise<IdempotentAnswer>,
): Promise<FastifyReply> {
  if (key === undefined) {
    const answer = await work();
    return reply.status(answer.statusCode).send(answer.body);
  }
  const ref = { userId, key };
  const fingerprint = requestFingerprint(request);
  const running = store.enter(ref, fingerprint);
  if (running) return answerHeld(running, reply);
  try {
    const answer = await work({ key, fingerprint });
    if (answer.keyHeld) return answerHeld(await store.held(ref, fingerprint), reply);
    if (answer.statusCode < 500 && !answer.kept) {
      const held = await store.keep(ref, fingerprint, store.keptAnswer(answer)).catch((error: unknown) => {
        // The answer still goes out; a retry runs again.
        request.log.error({ err: error, userId }, 'Idempotency-Key answer not stored');
        return undefined;
      });
      if (held) return answerHeld(held, reply);
    }
    return reply.status(answer.statusCode).send(answer.body);
  } finally {
    store.leave(ref);
  }
}
