import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { FACTOR_REPLIES } from './messages';

/** The window of the second-factor guess caps. */
const WINDOW_MS = 15 * 60_000;
/**
 * Second-factor codes checked per account per window, from every address together: with ±1 step, a guess of a
 * 6-digit code hits with probability 3 / 10^6, so 10 guesses in 15 minutes leave a year of trying at under 11 %.
 */
export const FACTOR_GUESSES_PER_ACCOUNT = 10;
/** Second-factor codes checked per client address per window, over every account. */
export const FACTOR_GUESSES_PER_ADDRESS = 30;

/** The limiter keys of the caps, address first. */
const capsOf = (userId: number, address: string): [string, number][] => [
  [`factor-guess:address:${address}`, FACTOR_GUESSES_PER_ADDRESS],
  [`factor-guess:account:${userId}`, FACTOR_GUESSES_PER_ACCOUNT],
];

/**
 * Counts a second-factor code check (authenticator or recovery code) for the account from the client address
 * (lib/clientAddress.ts), per address first, then per account across addresses; 429 with Retry-After beyond a cap,
 * before the code is looked at. Every check counts before it is made, so parallel guesses cannot slip past a cap; a
 * right code then gives its count back with the answer's `forgive` (signing in often is not guessing), so only wrong
 * ones add up. Kept in the shared limiter, so the caps hold across the fleet.
 */
export async function countFactorGuess(
  app: FastifyInstance,
  userId: number,
  address: string,
): Promise<{ forgive: () => Promise<void> }> {
  const caps = capsOf(userId, address);
  for (const [key, limit] of caps) {
    const result = await app.limiter.hit(key, limit, WINDOW_MS);
    if (!result.allowed) throw tooManyRequests(FACTOR_REPLIES.tooManyGuesses, result.resetMs);
  }
  return {
    forgive: async () => {
      for (const [key] of caps) await app.limiter.undo(key);
    },
  };
}
