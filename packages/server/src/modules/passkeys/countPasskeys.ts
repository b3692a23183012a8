import type { FastifyInstance } from 'fastify';

/** How many passkeys the account holds. */
export async function countPasskeys(app: FastifyInstance, userId: number): Promise<number> {
  const row = await app.db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
