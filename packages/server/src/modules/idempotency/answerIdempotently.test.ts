import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { answerIdempotently, type ClaimedKey, type IdempotentAnswer } from './answerIdempotently';
import type { HeldKey, IdempotencyStore } from './createIdempotencyStore';

describe('answerIdempotently', () => {
  const stored: { statusCode: number; body: string }[] = [];
  /** What the next claims find: the key free, or held (by a finished request, another request, a running one). */
  let held: HeldKey | undefined;
  const store: IdempotencyStore = {
    keptAnswer: ({ statusCode, body }) => ({ statusCode, body: JSON.stringify(body ?? null) }),
    claim: async () => held ?? { kind: 'claimed', claim: 'claim-1' },
    enter: () => undefined,
    leave: () => undefined,
    keep: async () => undefined,
    held: async () => held ?? { kind: 'inProgress' },
    finish: async (_ref, _claim, answer) => {
      stored.push(answer);
      return true;
    },
    release: async () => undefined,
    sweep: async () => 0,
  };
  const app = Fastify();
  let given: ClaimedKey | undefined;
  const route = (url: string, answer: IdempotentAnswer) =>
    app.post(url, (request, reply) =>
      answerIdempotently(store, request, reply, { userId: 7, key: 'order-1' }, async (claimed) => {
        given = claimed;
        return answer;
      }),
    );
  route('/stored-here', { statusCode: 201, body: { id: 'p-1' } });
  route('/kept-by-the-work', { statusCode: 200, body: { data: 'x' }, kept: true });
  route('/held-elsewhere', { statusCode: 200, body: { data: 'not run' } });
  afterAll(() => app.close());

  it('stores the answer of a work that did not keep it', async () => {
    stored.length = 0;
    const reply = await app.inject({ method: 'POST', url: '/stored-here', payload: {} });
    expect(reply.statusCode).toBe(201);
    expect(given).toEqual({ key: 'order-1', claim: 'claim-1' });
    expect(stored).toEqual([{ statusCode: 201, body: '{"id":"p-1"}' }]);
  });

  it('gives the work the claimed key and stores nothing more when the work kept the answer itself', async () => {
    stored.length = 0;
    given = undefined;
    const reply = await app.inject({ method: 'POST', url: '/kept-by-the-work', payload: {} });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ data: 'x' });
    expect(given).toEqual({ key: 'order-1', claim: 'claim-1' });
    expect(stored).toEqual([]);
  });

  it('answers for the request that has the key, without running the work', async () => {
    given = undefined;
    held = { kind: 'replay', statusCode: 201, body: '{"first":true}' };
    const replay = await app.inject({ method: 'POST', url: '/held-elsewhere', payload: {} });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual({ first: true });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    held = { kind: 'otherRequest' };
    const other = await app.inject({ method: 'POST', url: '/held-elsewhere', payload: {} });
    expect(other.statusCode).toBe(422);
    // This bare app has Fastify's own error handler: the message is the HttpError's.
    expect(other.json()).toMatchObject({ message: 'This Idempotency-Key was already used with a different request.' });
    held = { kind: 'inProgress' };
    const running = await app.inject({ method: 'POST', url: '/held-elsewhere', payload: {} });
    expect(running.statusCode).toBe(409);
    expect(running.headers['retry-after']).toBe('1');
    expect(given).toBeUndefined();
    held = undefined;
  });
});
