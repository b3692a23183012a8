import { validateEmail } from '@csi/api-client';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { envelope } from '../../lib/envelope';
import { clientAddress } from '../../lib/clientAddress';
import { ERROR_REPLIES } from '../../lib/errorBody';
import { HttpError } from '../../lib/HttpError';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { sessionData } from '../../plugins/sessionCookie';
import { issueOneTimeCode } from './issueOneTimeCode';
import { loginUser } from './loginUser';
import { AUTH_REPLIES } from './messages';
import { redeemOneTimeCode } from './redeemOneTimeCode';
import { registerUser } from './registerUser';
import { authSchemas } from './schemas';
import { completeSecondStep, type SecondStepData } from '../factors/secondStep';
import { FACTOR_REPLIES } from '../factors/messages';
import { factorSchemas } from '../factors/schemas';

/**
 * Register, login, one-time codes and the second step, under /usfw/auth. Each sign-in answers `data.jwt`, or for the
 * site (`X-CSI-Session: cookie`) sets the session cookies and answers role and exp (see sessionData). On an account
 * with two-step sign-in, login and the one-time code answer 200 with `data.secondStep` instead (no token), which
 * POST /usfw/auth/second-step completes.
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const isSecondStep = (result: { jwt: string } | SecondStepData): result is SecondStepData => 'secondStep' in result;

  routes.post(
    '/register',
    { schema: { body: authSchemas.register, response: { 201: envelope(authSchemas.session), ...ERROR_REPLIES } } },
    async (request, reply) => {
      // Every account comes with free credit: registrations are throttled per address.
      const address = clientAddress(request);
      const limit = await app.limiter.hit(`register:${address}`, app.config.registrationsPerHour, 60 * 60_000);
      if (!limit.allowed) throw tooManyRequests(AUTH_REPLIES.tooManyRegistrations, limit.resetMs);
      const jwt = await registerUser(app, request.body, request);
      return reply.status(201).send({ msg: AUTH_REPLIES.registered, data: sessionData(request, reply, jwt) });
    },
  );

  routes.post(
    '/login',
    { schema: { body: authSchemas.login, response: replies(factorSchemas.signIn) } },
    async (request, reply) => {
      const result = await loginUser(app, request.body.username, request.body.password, request);
      if (isSecondStep(result)) return { msg: FACTOR_REPLIES.secondStepRequired, data: result };
      return { msg: AUTH_REPLIES.loggedIn, data: sessionData(request, reply, result.jwt) };
    },
  );

  routes.post(
    '/second-step',
    { schema: { body: factorSchemas.secondStepBody, response: replies(authSchemas.session) } },
    async (request, reply) => {
      const { challenge, code, recoveryCode, passkey } = request.body;
      const jwt = await completeSecondStep(app, challenge, { code, recoveryCode, passkey }, request);
      return { msg: AUTH_REPLIES.loggedIn, data: sessionData(request, reply, jwt) };
    },
  );

  routes.put(
    '/account-activate-recover',
    { schema: { body: authSchemas.codeRequest, response: NO_DATA_REPLIES } },
    async (request) => {
      const invalid = validateEmail(request.body.email);
      if (invalid) throw new HttpError(400, invalid);
      await issueOneTimeCode(app, request.body.email, clientAddress(request));
      return { msg: AUTH_REPLIES.codeSent, data: null };
    },
  );

  routes.post(
    '/activate-account',
    { schema: { body: authSchemas.codeSubmit, response: replies(factorSchemas.signIn) } },
    async (request, reply) => {
      const { email, activationCode } = request.body;
      const result = await redeemOneTimeCode(app, email, activationCode, request);
      if (isSecondStep(result)) return { msg: FACTOR_REPLIES.secondStepRequired, data: result };
      return { msg: AUTH_REPLIES.codeAccepted, data: sessionData(request, reply, result.jwt) };
    },
  );
}
