import { tooManyRequests } from '../lib/tooManyRequests';
import { AUTH_MESSAGES } from '../plugins/auth';
import { IDEMPOTENCY_MESSAGES } from '../modules/idempotency/messages';

const BAD_SESSION = [
  AUTH_MESSAGES.missing,
  AUTH_MESSAGES.invalid,
  AUTH_MESSAGES.revoked,
  AUTH_MESSAGES.sessionEnded,
  AUTH_MESSAGES.outdated,
];

/** The refusals of `app.authenticate`. */
export const SIGNED_IN_ERRORS = { 401: BAD_SESSION, 403: [AUTH_MESSAGES.suspended] } as const;

/**
 * The refusals of `app.requireAdmin`: an administrator must have signed in with a second factor, and an admin write
 * needs sudo mode (POST /usfw/two-factor/confirm).
 */
export const ADMIN_ERRORS = {
  401: BAD_SESSION,
  403: [
    AUTH_MESSAGES.suspended,
    AUTH_MESSAGES.adminOnly,
    AUTH_MESSAGES.adminNeedsSecondFactor,
    AUTH_MESSAGES.recentAuthenticationRequired,
  ],
} as const;

/** The refusals tied to an Idempotency-Key. */
export const IDEMPOTENCY_ERRORS = {
  400: [IDEMPOTENCY_MESSAGES.invalidKey],
  409: [IDEMPOTENCY_MESSAGES.inProgress],
  422: [IDEMPOTENCY_MESSAGES.otherRequest],
} as const;

/** A 429 message as the server words it, for an example (10 minutes left). */
export const tooManyExample = (reason: string): string => tooManyRequests(reason, 10 * 60_000).message;
