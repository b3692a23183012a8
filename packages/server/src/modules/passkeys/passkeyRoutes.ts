import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { generateRegistrationOptions, verifyRegistrationResponse } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { HttpError } from '../../lib/HttpError';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { recordSecurityEvent } from '../audit/recordSecurityEvent';
import { sendSecurityNotice } from '../audit/sendSecurityNotice';
import { confirmIdentity } from '../factors/confirmIdentity';
import { factorSchemas } from '../factors/schemas';
import { MAX_PASSKEYS, PASSKEY_REPLIES } from './messages';
import { relyingParty } from './relyingParty';
import { passkeySchemas } from './schemas';
import { CEREMONY_TIMEOUT_MS, issueChallenge, signedChallenge, spendChallenge } from './webauthnChallenges';

/** A passkey as the list answers it (never its public key or counter). */
const listed = (row: {
  id: string;
  name: string;
  createdAt: Date | string;
  lastUsedAt: Date | string | null;
  backedUp: boolean;
}) => ({
  id: row.id,
  name: row.name,
  createdAt: new Date(row.createdAt).toISOString(),
  lastUsedAt: row.lastUsedAt ? new Date(row.lastUsedAt).toISOString() : null,
  backedUp: row.backedUp,
});

/**
 * The signed-in user's passkeys under /usfw/passkeys: list, add (options, then the browser's answer), rename and
 * remove (sudo mode or the proof in the body, as turning off the authenticator app). Adding and removing are security
 * events and are mailed to the account.
 */
export async function passkeyRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const passkeysOf = (userId: number) =>
    app.db
      .selectFrom('passkeys')
      .select(['id', 'name', 'createdAt', 'lastUsedAt', 'backedUp', 'transports'])
      .where('userId', '=', userId)
      .orderBy('createdAt', 'asc')
      .execute();
  const ownPasskey = async (userId: number, id: string) => {
    const row = await app.db
      .selectFrom('passkeys')
      .select(['id', 'name'])
      .where('userId', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, PASSKEY_REPLIES.notFound);
    return row;
  };
  const nameOf = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) throw new HttpError(400, PASSKEY_REPLIES.nameRequired);
    return trimmed;
  };

  routes.get('/passkeys', { schema: { response: replies(passkeySchemas.list) } }, async (request) => {
    const rows = await passkeysOf(currentUser(request).id);
    return { msg: PASSKEY_REPLIES.list, data: rows.map(listed) };
  });

  routes.post(
    '/passkeys/registration-options',
    { schema: { response: replies(passkeySchemas.registrationOptions) } },
    async (request) => {
      const user = currentUser(request);
      const existing = await passkeysOf(user.id);
      if (existing.length >= MAX_PASSKEYS) throw new HttpError(409, PASSKEY_REPLIES.tooMany);
      const rp = relyingParty(app.config);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.email,
        // The account's handle in discoverable passkeys: its id, which names nobody outside this platform.
        userID: new TextEncoder().encode(`csi-user-${user.id}`),
        challenge: await issueChallenge(app, 'register', user.id),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: existing.map((p) => ({
          id: p.id,
          transports: p.transports ? (p.transports.split(',') as never) : undefined,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      });
      return { msg: PASSKEY_REPLIES.registrationOptions, data: options };
    },
  );

  routes.post(
    '/passkeys',
    { schema: { body: passkeySchemas.register, response: replies(passkeySchemas.passkey) } },
    async (request) => {
      const user = currentUser(request);
      const name = nameOf(request.body.name);
      const { response } = request.body;
      const challenge = signedChallenge(response.response.clientDataJSON);
      const spent = challenge ? await spendChallenge(app, challenge, 'register') : null;
      if (!challenge || !spent || spent.userId !== user.id) throw new HttpError(400, PASSKEY_REPLIES.ceremonyExpired);
      const rp = relyingParty(app.config);
      let verification;
      try {
        verification = await verifyRegistrationResponse({
          response: {
            ...response,
            clientExtensionResults: {},
            response: { ...response.response, transports: response.response.transports as never },
          },
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: false,
        });
      } catch {
        throw new HttpError(400, PASSKEY_REPLIES.refused);
      }
      if (!verification.verified || !verification.registrationInfo) throw new HttpError(400, PASSKEY_REPLIES.refused);
      const { credential, credentialBackedUp } = verification.registrationInfo;
      if ((await passkeysOf(user.id)).length >= MAX_PASSKEYS) throw new HttpError(409, PASSKEY_REPLIES.tooMany);
      const row = await app.db
        .insertInto('passkeys')
        .values({
          id: credential.id,
          userId: user.id,
          name,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: (response.response.transports ?? []).join(','),
          backedUp: credentialBackedUp,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .returning(['id', 'name', 'createdAt', 'lastUsedAt', 'backedUp'])
        .executeTakeFirst();
      if (!row) throw new HttpError(409, PASSKEY_REPLIES.alreadyAdded);
      await recordSecurityEvent(app, { userId: user.id, kind: 'passkey-added', request, details: { name } });
      sendSecurityNotice(app, request, { to: user.email, notice: 'passkey-added' });
      return { msg: PASSKEY_REPLIES.added, data: listed(row) };
    },
  );

  routes.patch(
    '/passkeys/:id',
    {
      schema: {
        params: passkeySchemas.idParams,
        body: passkeySchemas.rename,
        response: replies(passkeySchemas.passkey),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const name = nameOf(request.body.name);
      await ownPasskey(user.id, request.params.id);
      const row = await app.db
        .updateTable('passkeys')
        .set({ name })
        .where('userId', '=', user.id)
        .where('id', '=', request.params.id)
        .returning(['id', 'name', 'createdAt', 'lastUsedAt', 'backedUp'])
        .executeTakeFirstOrThrow();
      return { msg: PASSKEY_REPLIES.renamed, data: listed(row) };
    },
  );

  routes.post(
    '/passkeys/:id/remove',
    { schema: { params: passkeySchemas.idParams, body: factorSchemas.proofBody, response: NO_DATA_REPLIES } },
    async (request) => {
      const user = currentUser(request);
      const passkey = await ownPasskey(user.id, request.params.id);
      await confirmIdentity(app, request, request.body);
      await app.db.deleteFrom('passkeys').where('userId', '=', user.id).where('id', '=', passkey.id).execute();
      await recordSecurityEvent(app, {
        userId: user.id,
        kind: 'passkey-removed',
        request,
        details: { name: passkey.name },
      });
      sendSecurityNotice(app, request, { to: user.email, notice: 'passkey-removed' });
      return { msg: PASSKEY_REPLIES.removed, data: null };
    },
  );
}
