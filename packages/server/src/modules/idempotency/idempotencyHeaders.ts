import { Type } from 'typebox';

/**
 * The headers schema of the calls that honour an Idempotency-Key. It describes the header only: readIdempotencyKey
 * checks it and refuses a bad one with its own msg. (Fastify matches header names in any case.)
 */
export const idempotencyHeaders = Type.Object({
  'Idempotency-Key': Type.Optional(
    Type.String({
      description:
        'Optional, 1 to 255 printable ASCII characters. The same key with the same request within 24 hours answers the first answer again (status and body) without charging or crediting again; with a different request it answers 422.',
      examples: ['topup-2026-11-25-0001'],
    }),
  ),
});
