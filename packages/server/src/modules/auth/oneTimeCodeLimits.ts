import type { FastifyInstance } from 'fastify';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { AUTH_REPLIES } from './messages';

/** Digits of a one-time code: 10^8 values, against at most GUESSES_PER_ACCOUNT tries an hour (docs/security.md). */
export const CODE_DIGITS = 8;
/** Wrong tries a code survives; the next try is refused even with the right code. */
export const MAX_CODE_ATTEMPTS = 5;
/**
 * Codes of one account that may be live (unused, unexpired, tries left) at once. A new request adds a code rather
 * than voiding the one the owner is typing; once this many are live it mails nothing more, so requests by others
 * neither void the owner's code nor flood the owner's inbox.
 */
export const LIVE_CODES_PER_ACCOUNT = 3;
/**
 * Code submissions per account per hour from every address together: the bound the guessing math rests on, so it
 * is not configurable. With LIVE_CODES_PER_ACCOUNT codes a try matches one of them with probability 3 / 10^8.
 */
export const GUESSES_PER_ACCOUNT = 10;
/** The window of every one-time code cap. */
const WINDOW_MS = 60 * 60_000;

/** Counts one hit on each key in order; the first one over its limit answers 429 (later keys are not counted). */
async function hitInOrder(app: FastifyInstance, caps: [string, number][], reason: string): Promise<void> {
  for (const [key, limit] of caps) {
    const result = await app.limiter.hit(key, limit, WINDOW_MS);
    if (!result.allowed) throw tooManyRequests(reason, result.resetMs);
  }
}

/**
 * Counts a code request from `address`: per address and over all addresses, never per account, so nobody can stop
 * an owner from asking for a code by asking for theirs. Answers 429 with Retry-After beyond a cap.
 */
export function countCodeRequest(app: FastifyInstance, address: string): Promise<void> {
  const { requestsPerAddress, requestsOverall } = app.config.codeLimits;
  return hitInOrder(
    app,
    [
      [`otp-request:address:${address}`, requestsPerAddress],
      ['otp-request:all', requestsOverall],
    ],
    AUTH_REPLIES.tooManyCodeRequests,
  );
}

/**
 * Counts a code submission for `email` from `address`: per address first (an address over its cap spends nothing of
 * the account's), then over all addresses, then per account across addresses. Answers 429 with Retry-After beyond a
 * cap, before the code is looked at.
 */
export function countCodeGuess(app: FastifyInstance, email: string, address: string): Promise<void> {
  const { guessesPerAddress, guessesOverall } = app.config.codeLimits;
  return hitInOrder(
    app,
    [
      [`otp-guess:address:${address}`, guessesPerAddress],
      ['otp-guess:all', guessesOverall],
      [`otp-guess:account:${email}`, GUESSES_PER_ACCOUNT],
    ],
    AUTH_REPLIES.tooManyCodeGuesses,
  );
}
