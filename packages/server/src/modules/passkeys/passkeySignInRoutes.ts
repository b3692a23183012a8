import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import { HttpError } from '../../lib/HttpError';
import { replies } from '../../lib/replies';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { sessionData } from '../../plugins/sessionCookie';
import { authSchemas } from '../auth/schemas';
import { AUTH_REPLIES } from '../auth/messages';
import { startSession } from '../auth/startSession';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import { sendSecurityNotice } from '../audit/sendSecurityNotice';
import { FACTOR_REPLIES } from '../factors/messages';
import { recordRecentAuthentication } from '../factors/recentAuthentication';
import { authenticationOptions } from './authenticationOptions';
import { PASSKEY_REPLIES } from './messages';
import { passkeySchemas } from './schemas';
import { verifyPasskey } from './verifyPasskey';

/** Passkey requests one address may start per window: each stores a challenge until it is used or expires. */
const REQUESTS_PER_ADDRESS = 60;
const WINDOW_MS = 15 * 60_000;

/**
 * Signing in with a passkey, under /usfw/auth/passkey: `POST /options` starts a request (with a second-step
 * challenge: for that account's passkeys, completed by POST /usfw/auth/second-step; without: any passkey of this
 * site, a sign-in without a password), `POST /` completes the latter. A passkey sign-in is a two-step sign-in (the
 * device and its unlock), recorded, mailed, and in sudo mode.
 */
export async function passkeySignInRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(
    '/options',
    { schema: { body: passkeySchemas.signInOptionsBody, response: replies(passkeySchemas.authenticationOptions) } },
    async (request) => {
      const limit = await app.limiter.hit(`passkey-options:${clientAddress(request)}`, REQUESTS_PER_ADDRESS, WINDOW_MS);
      if (!limit.allowed) throw tooManyRequests(PASSKEY_REPLIES.tooManyRequests, limit.resetMs);
      let userId: number | null = null;
      if (request.body.challenge) {
        try {
          userId = Number((await app.tokens.verifyChallenge(request.body.challenge)).sub);
        } catch {
          throw new HttpError(401, FACTOR_REPLIES.badChallenge);
        }
      }
      const options = await authenticationOptions(
        app,
        userId === null ? 'sign-in' : 'second-step',
        userId,
        PASSKEY_REPLIES.noPasskeys,
      );
      return { msg: PASSKEY_REPLIES.signInOptions, data: options };
    },
  );

  routes.post(
    '',
    { schema: { body: passkeySchemas.signInBody, response: replies(authSchemas.session) } },
    async (request, reply) => {
      const { userId } = await verifyPasskey(app, request.body.response, {
        purpose: 'sign-in',
        requireUserVerification: true,
      });
      const user = await app.db
        .selectFrom('users')
        .select(['id', 'role', 'email', 'accSuspendedAdmin', 'accSuspendedUser'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (user.accSuspendedAdmin || user.accSuspendedUser) throw new HttpError(403, AUTH_REPLIES.suspended);
      const jwt = await startSession(app, user, request, ['hwk', 'mfa']);
      const { jti } = await app.tokens.verify(jwt);
      await recordRecentAuthentication(app, { id: userId, jti });
      await recordSecurityEvent(app, { userId, kind: 'passkey-used', request });
      sendSecurityNotice(app, request, { to: user.email, notice: 'passkey-used' });
      return { msg: AUTH_REPLIES.loggedIn, data: sessionData(request, reply, jwt) };
    },
  );
}
