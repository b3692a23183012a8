import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { clientAddress } from '../../lib/clientAddress';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { tooManyRequests } from '../../lib/tooManyRequests';
import { isAdminRole, usedSecondFactor } from '../../plugins/auth';
import { sessionData } from '../../plugins/sessionCookie';
import type { SignInMethod } from '../../plugins/tokens';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import { sendSecurityNotice } from '../audit/sendSecurityNotice';
import { reissueSessionToken } from '../sessions/reissueSessionToken';
import { authenticationOptions } from '../passkeys/authenticationOptions';
import { countPasskeys } from '../passkeys/countPasskeys';
import { PASSKEY_REPLIES } from '../passkeys/messages';
import { passkeySchemas } from '../passkeys/schemas';
import { confirmIdentity } from './confirmIdentity';
import { countFactorGuess } from './countFactorGuess';
import { FACTOR_REPLIES } from './messages';
import { recordRecentAuthentication } from './recentAuthentication';
import { issueRecoveryCodes, unusedRecoveryCodes } from './recoveryCodes';
import { factorSchemas } from './schemas';
import { newTotpSecret, spendTotpCode, totpUri } from './totpCodes';

/** Passkey confirmations one account may start per window (each stores a challenge until used or expired). */
const PASSKEY_REQUESTS_PER_WINDOW = 60;
const WINDOW_MS = 15 * 60_000;

/** The first-step methods of a session's `amr`, which a session upgraded with a second factor keeps. */
const firstSteps = (amr: string[]): SignInMethod[] => amr.filter((m): m is 'pwd' | 'otp' => m === 'pwd' || m === 'otp');

/**
 * The signed-in user's second factors under /usfw/two-factor: status, setting up and turning off an authenticator
 * app, recovery codes, and confirming identity (sudo mode) with the password, an app code or a passkey (its options
 * first). Every call needs a session; turning off and new recovery codes need sudo mode or the proof in the body.
 */
export async function factorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  const confirmedTotp = (userId: number) =>
    app.db
      .selectFrom('totpFactors')
      .select('userId')
      .where('userId', '=', userId)
      .where('confirmedAt', 'is not', null)
      .executeTakeFirst();

  routes.get('', { schema: { response: replies(factorSchemas.status) } }, async (request: FastifyRequest) => {
    const user = currentUser(request);
    return {
      msg: FACTOR_REPLIES.status,
      data: {
        totp: (await confirmedTotp(user.id)) !== undefined,
        recoveryCodesLeft: await unusedRecoveryCodes(app, user.id),
        passkeys: await countPasskeys(app, user.id),
        required: isAdminRole(user.role),
        sessionUsedSecondFactor: usedSecondFactor(user),
      },
    };
  });

  routes.post('/totp', { schema: { response: replies(factorSchemas.totpSetup) } }, async (request) => {
    const user = currentUser(request);
    if (await confirmedTotp(user.id)) throw new HttpError(409, FACTOR_REPLIES.alreadyEnabled);
    const secret = newTotpSecret();
    const secretSealed = app.secrets.seal(secret, 'totp-secret');
    // A new set-up replaces an unconfirmed one: only the latest QR code shown works.
    await app.db
      .insertInto('totpFactors')
      .values({ userId: user.id, secretSealed })
      .onConflict((oc) =>
        oc
          .column('userId')
          .doUpdateSet({ secretSealed, lastUsedStep: null, createdAt: new Date() })
          .where('totpFactors.confirmedAt', 'is', null),
      )
      .execute();
    const otpauthUri = totpUri(secret, user.email);
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return {
      msg: FACTOR_REPLIES.totpStarted,
      data: { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` },
    };
  });

  routes.post(
    '/totp/confirm',
    { schema: { body: factorSchemas.codeBody, response: replies(factorSchemas.enabled) } },
    async (request, reply) => {
      const user = currentUser(request);
      if (await confirmedTotp(user.id)) throw new HttpError(409, FACTOR_REPLIES.alreadyEnabled);
      const pending = await app.db
        .selectFrom('totpFactors')
        .select('userId')
        .where('userId', '=', user.id)
        .executeTakeFirst();
      if (!pending) throw new HttpError(400, FACTOR_REPLIES.notStarted);
      const guess = await countFactorGuess(app, user.id, clientAddress(request));
      if (!(await spendTotpCode(app, user.id, request.body.code, { pending: true }))) {
        throw new HttpError(400, FACTOR_REPLIES.badCode);
      }
      await guess.forgive();
      await app.db.updateTable('totpFactors').set({ confirmedAt: new Date() }).where('userId', '=', user.id).execute();
      const recoveryCodes = await issueRecoveryCodes(app, user.id);
      await recordSecurityEvent(app, { userId: user.id, kind: 'two-step-on', request, details: { method: 'totp' } });
      sendSecurityNotice(app, request, { to: user.email, notice: 'two-step-on' });
      // The code just typed is a second factor: this session goes on as one signed in with two steps.
      const jwt = await reissueSessionToken(app, request, user, [...firstSteps(user.amr), 'totp', 'mfa']);
      const { jti } = await app.tokens.verify(jwt);
      await recordRecentAuthentication(app, { id: user.id, jti });
      return { msg: FACTOR_REPLIES.totpEnabled, data: { recoveryCodes, ...sessionData(request, reply, jwt) } };
    },
  );

  routes.post(
    '/totp/disable',
    { schema: { body: factorSchemas.proofBody, response: NO_DATA_REPLIES } },
    async (request) => {
      const user = currentUser(request);
      if (!(await confirmedTotp(user.id))) throw new HttpError(400, FACTOR_REPLIES.notEnabled);
      await confirmIdentity(app, request, request.body);
      await app.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('totpFactors').where('userId', '=', user.id).execute();
        await trx.deleteFrom('recoveryCodes').where('userId', '=', user.id).execute();
      });
      await recordSecurityEvent(app, { userId: user.id, kind: 'two-step-off', request, details: { method: 'totp' } });
      sendSecurityNotice(app, request, { to: user.email, notice: 'two-step-off' });
      return { msg: FACTOR_REPLIES.totpDisabled, data: null };
    },
  );

  routes.post(
    '/recovery-codes',
    { schema: { body: factorSchemas.proofBody, response: replies(factorSchemas.recoveryCodes) } },
    async (request) => {
      const user = currentUser(request);
      if (!(await confirmedTotp(user.id))) throw new HttpError(400, FACTOR_REPLIES.notEnabled);
      await confirmIdentity(app, request, request.body);
      const recoveryCodes = await issueRecoveryCodes(app, user.id);
      await recordSecurityEvent(app, { userId: user.id, kind: 'recovery-codes-created', request });
      return { msg: FACTOR_REPLIES.recoveryCodesIssued, data: { recoveryCodes } };
    },
  );

  routes.post(
    '/confirm/passkey-options',
    { schema: { response: replies(passkeySchemas.authenticationOptions) } },
    async (request) => {
      const user = currentUser(request);
      // Each request stores a challenge until it is used or expires: bounded per account as sign-in's per address.
      const limit = await app.limiter.hit(`confirm-passkey-options:${user.id}`, PASSKEY_REQUESTS_PER_WINDOW, WINDOW_MS);
      if (!limit.allowed) throw tooManyRequests(PASSKEY_REPLIES.tooManyRequests, limit.resetMs);
      const options = await authenticationOptions(app, 'confirm', user.id, FACTOR_REPLIES.noPasskeyToConfirm);
      return { msg: FACTOR_REPLIES.confirmPasskeyOptions, data: options };
    },
  );

  routes.post('/confirm', { schema: { body: factorSchemas.proofBody, response: NO_DATA_REPLIES } }, async (request) => {
    const { currentPassword, code, passkey } = request.body;
    // Sudo mode still open is not a proof here: this call is how a session opens or renews it.
    if (!currentPassword.trim() && !code.trim() && !passkey) throw new HttpError(400, FACTOR_REPLIES.proofRequired);
    await confirmIdentity(app, request, request.body);
    return { msg: FACTOR_REPLIES.confirmed, data: null };
  });
}
