import { CURRENT_PASSWORD_MESSAGES } from '@csi/api-client';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { createTestUser, TEST_USER_PASSWORD, type TestUser } from '../../testing/createTestUser';
import { SoftwareAuthenticator } from '../../testing/softwareAuthenticator';
import { startTestServer, TEST_ADMIN, type TestServer } from '../../testing/startTestServer';
import { AUTH_REPLIES } from '../auth/messages';
import { FACTOR_REPLIES } from '../factors/messages';
import { PASSKEY_REPLIES } from './messages';
import { relyingParty } from './relyingParty';

type Options = { challenge: string; rp: { id: string }; user: { id: string }; allowCredentials?: { id: string }[] };
type SignIn = { jwt?: string; secondStep?: { challenge: string; factors: string[] } };
type Listed = { id: string; name: string; createdAt: string; lastUsedAt: string | null; backedUp: boolean };

describe('the relying party of passkeys', () => {
  it('is localhost on the port of a loopback PUBLIC_URL, since no browser takes an IP address as RP ID', () => {
    expect(
      relyingParty({ publicUrl: 'http://127.0.0.1:8080', webauthnRpId: undefined, webauthnOrigins: undefined }),
    ).toEqual({ id: 'localhost', name: 'CSI', origins: ['http://localhost:8080'] });
  });

  it('is the host and origin of PUBLIC_URL, or WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS when set', () => {
    expect(
      relyingParty({ publicUrl: 'https://csi.example', webauthnRpId: undefined, webauthnOrigins: undefined }),
    ).toMatchObject({ id: 'csi.example', origins: ['https://csi.example'] });
    expect(
      relyingParty({
        publicUrl: 'https://app.csi.example',
        webauthnRpId: 'csi.example',
        webauthnOrigins: ['https://app.csi.example', 'https://csi.example'],
      }),
    ).toMatchObject({ id: 'csi.example', origins: ['https://app.csi.example', 'https://csi.example'] });
  });
});

describe('passkeys', () => {
  let server: TestServer;
  let origin: string;

  const post = <T>(path: string, body: unknown, token?: string) =>
    callApi<T>(server.url, 'POST', path, { token, body });
  const registrationOptions = async (token: string) => {
    const reply = await post<Options>('usfw/passkeys/registration-options', {}, token);
    expect(reply).toMatchObject({ status: 200, body: { msg: PASSKEY_REPLIES.registrationOptions } });
    return reply.body.data;
  };
  /** Adds a passkey named `name` to the account of `token`, made by `authenticator`. */
  const enrol = async (authenticator: SoftwareAuthenticator, token: string, name = 'Laptop') => {
    const response = authenticator.create(await registrationOptions(token));
    const reply = await post<Listed>('usfw/passkeys', { name, response }, token);
    expect(reply).toMatchObject({ status: 200, body: { msg: PASSKEY_REPLIES.added, data: { name } } });
    return reply.body.data;
  };
  const signInOptions = async (challenge = '') => {
    const reply = await post<Options>('usfw/auth/passkey/options', { challenge });
    expect(reply).toMatchObject({ status: 200, body: { msg: PASSKEY_REPLIES.signInOptions } });
    return reply.body.data;
  };
  const signInWith = (response: unknown) => post<SignIn>('usfw/auth/passkey', { response });
  const eventsOf = (userId: number) =>
    server.app.db
      .selectFrom('auditEvents')
      .select(['kind', 'details'])
      .where('userId', '=', userId)
      .orderBy('id', 'asc')
      .execute();
  const mailsTo = async (email: string) => (await server.readOutbox()).filter((m) => m.to === email);
  /** A user with one passkey, and the authenticator that holds it. */
  const userWithPasskey = async (): Promise<{ user: TestUser; authenticator: SoftwareAuthenticator; id: string }> => {
    const user = await createTestUser(server.app);
    const authenticator = new SoftwareAuthenticator(origin);
    const { id } = await enrol(authenticator, user.token);
    return { user, authenticator, id };
  };

  beforeAll(async () => {
    server = await startTestServer();
    origin = relyingParty(server.app.config).origins[0] ?? '';
  });
  afterAll(async () => server.close());

  describe('adding', () => {
    it('verifies a `none` attestation, lists the passkey by name, records it and mails the account', async () => {
      const user = await createTestUser(server.app);
      const authenticator = new SoftwareAuthenticator(origin);
      const options = await registrationOptions(user.token);
      expect(options).toMatchObject({
        rp: { id: 'localhost', name: 'CSI' },
        attestation: 'none',
        authenticatorSelection: { residentKey: 'required' },
      });
      const added = await enrol(authenticator, user.token, 'Phone');
      await enrol(authenticator, user.token, 'Security key');
      const list = await callApi<Listed[]>(server.url, 'GET', 'usfw/passkeys', { token: user.token });
      expect(list.body.data.map((p) => p.name)).toEqual(['Phone', 'Security key']);
      expect(list.body.data[0]).toMatchObject({ id: added.id, lastUsedAt: null, backedUp: false });
      expect(await eventsOf(user.id)).toEqual([
        { kind: 'passkey-added', details: { name: 'Phone' } },
        { kind: 'passkey-added', details: { name: 'Security key' } },
      ]);
      await expect
        .poll(async () => (await mailsTo(user.email)).map((m) => m.subject))
        .toEqual(['Passkey added', 'Passkey added']);
      const status = await callApi<{ passkeys: number }>(server.url, 'GET', 'usfw/two-factor/', { token: user.token });
      expect(status.body.data.passkeys).toBe(2);
    });

    it('refuses an answer to another challenge, a spent challenge, another origin, and a missing name', async () => {
      const user = await createTestUser(server.app);
      const authenticator = new SoftwareAuthenticator(origin);
      const options = await registrationOptions(user.token);
      const forged = authenticator.create(options, { challenge: Buffer.from('not issued').toString('base64url') });
      expect(await post('usfw/passkeys', { name: 'A', response: forged }, user.token)).toMatchObject({
        status: 400,
        body: { msg: PASSKEY_REPLIES.ceremonyExpired },
      });
      const elsewhere = authenticator.create(await registrationOptions(user.token), { origin: 'https://evil.example' });
      expect(await post('usfw/passkeys', { name: 'A', response: elsewhere }, user.token)).toMatchObject({
        status: 400,
        body: { msg: PASSKEY_REPLIES.refused },
      });
      // The refused answer spent its challenge too: sending it again is refused as spent.
      expect(await post('usfw/passkeys', { name: 'A', response: elsewhere }, user.token)).toMatchObject({
        status: 400,
        body: { msg: PASSKEY_REPLIES.ceremonyExpired },
      });
      const good = authenticator.create(await registrationOptions(user.token));
      expect(await post('usfw/passkeys', { name: '  ', response: good }, user.token)).toMatchObject({
        status: 400,
        body: { msg: PASSKEY_REPLIES.nameRequired },
      });
    });

    it('refuses a challenge issued to another account', async () => {
      const [alice, bob] = [await createTestUser(server.app), await createTestUser(server.app)];
      const response = new SoftwareAuthenticator(origin).create(await registrationOptions(alice.token));
      expect(await post('usfw/passkeys', { name: 'Stolen', response }, bob.token)).toMatchObject({
        status: 400,
        body: { msg: PASSKEY_REPLIES.ceremonyExpired },
      });
    });
  });

  describe('signing in without a password', () => {
    it('signs in with a discoverable passkey: a two-step session in sudo mode, recorded and mailed', async () => {
      const { user, authenticator, id } = await userWithPasskey();
      const options = await signInOptions();
      expect(options).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [] });
      const reply = await signInWith(authenticator.get(options));
      expect(reply).toMatchObject({ status: 200, body: { msg: AUTH_REPLIES.loggedIn } });
      const jwt = reply.body.data.jwt ?? '';
      expect(decodeJwt(jwt)).toMatchObject({ sub: String(user.id), amr: ['hwk', 'mfa'] });
      // Sudo mode: removing a passkey needs no password right after.
      expect(await post(`usfw/passkeys/${id}/remove`, { currentPassword: '', code: '' }, jwt)).toMatchObject({
        status: 200,
        body: { msg: PASSKEY_REPLIES.removed },
      });
      expect((await eventsOf(user.id)).map((e) => e.kind)).toEqual([
        'passkey-added',
        'sign-in',
        'passkey-used',
        'passkey-removed',
      ]);
      await expect
        .poll(async () => (await mailsTo(user.email)).map((m) => m.subject))
        .toEqual(expect.arrayContaining(['Passkey added', 'Passkey used to sign in', 'Passkey removed']));
    });

    it('refuses the same answer twice: the challenge is spent on first use', async () => {
      const { authenticator } = await userWithPasskey();
      const response = authenticator.get(await signInOptions());
      expect((await signInWith(response)).status).toBe(200);
      expect(await signInWith(response)).toMatchObject({ status: 401, body: { msg: PASSKEY_REPLIES.ceremonyExpired } });
    });

    it('refuses an answer to a challenge the server did not issue, or from another origin', async () => {
      const { authenticator } = await userWithPasskey();
      const options = await signInOptions();
      const forged = authenticator.get(options, { challenge: Buffer.from('made up').toString('base64url') });
      expect(await signInWith(forged)).toMatchObject({ status: 401, body: { msg: PASSKEY_REPLIES.ceremonyExpired } });
      const elsewhere = authenticator.get(await signInOptions(), { origin: 'https://phishing.example' });
      expect(await signInWith(elsewhere)).toMatchObject({ status: 401, body: { msg: PASSKEY_REPLIES.refused } });
    });

    it('refuses an expired challenge', async () => {
      const { authenticator } = await userWithPasskey();
      const options = await signInOptions();
      await server.app.db
        .updateTable('webauthnChallenges')
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where('challenge', '=', options.challenge)
        .execute();
      expect(await signInWith(authenticator.get(options))).toMatchObject({
        status: 401,
        body: { msg: PASSKEY_REPLIES.ceremonyExpired },
      });
    });

    it('refuses a signature counter that does not go up (a cloned authenticator)', async () => {
      const { authenticator } = await userWithPasskey();
      expect((await signInWith(authenticator.get(await signInOptions(), { counter: 5 }))).status).toBe(200);
      expect(await signInWith(authenticator.get(await signInOptions(), { counter: 5 }))).toMatchObject({
        status: 401,
        body: { msg: PASSKEY_REPLIES.replayed },
      });
      expect((await signInWith(authenticator.get(await signInOptions(), { counter: 6 }))).status).toBe(200);
    });

    it('refuses a passkey without user verification, an unknown passkey, and a suspended account', async () => {
      const { user, authenticator } = await userWithPasskey();
      expect(await signInWith(authenticator.get(await signInOptions(), { userVerified: false }))).toMatchObject({
        status: 401,
        body: { msg: PASSKEY_REPLIES.refused },
      });
      const stranger = new SoftwareAuthenticator(origin);
      stranger.create({ challenge: 'x', rp: { id: 'localhost' }, user: { id: 'nobody' } });
      expect(await signInWith(stranger.get(await signInOptions()))).toMatchObject({
        status: 401,
        body: { msg: PASSKEY_REPLIES.notRecognised },
      });
      await server.app.db.updateTable('users').set({ accSuspendedAdmin: true }).where('id', '=', user.id).execute();
      expect(await signInWith(authenticator.get(await signInOptions()))).toMatchObject({
        status: 403,
        body: { msg: AUTH_REPLIES.suspended },
      });
    });
  });

  describe('as the second step after the password', () => {
    const login = (email: string) => post<SignIn>('usfw/auth/login', { username: email, password: TEST_USER_PASSWORD });

    it('asks for the passkey after the password, for that account only, and completes with it', async () => {
      const { user, authenticator } = await userWithPasskey();
      const first = await login(user.email);
      expect(first.body).toMatchObject({ msg: FACTOR_REPLIES.secondStepRequired, data: { secondStep: {} } });
      const { challenge, factors } = first.body.data.secondStep ?? { challenge: '', factors: [] };
      expect(factors).toEqual(['passkey']);
      const options = await signInOptions(challenge);
      expect(options.allowCredentials?.map((c) => c.id)).toEqual([
        authenticator.passkeys.map((p) => Buffer.from(p.id).toString('base64url'))[0],
      ]);
      const response = authenticator.get(options);
      // The answer to a second step's request does not sign in alone: its challenge is only for the second step.
      expect(await signInWith(response)).toMatchObject({ status: 401, body: { msg: PASSKEY_REPLIES.ceremonyExpired } });
      const second = await post<SignIn>('usfw/auth/second-step', {
        challenge,
        passkey: authenticator.get(await signInOptions(challenge)),
      });
      expect(second).toMatchObject({ status: 200, body: { msg: AUTH_REPLIES.loggedIn } });
      expect(decodeJwt(second.body.data.jwt ?? '')).toMatchObject({ amr: ['pwd', 'hwk', 'mfa'] });
      expect((await eventsOf(user.id)).map((e) => e.kind)).toContain('passkey-used');
    });

    it("refuses another account's passkey and a replayed answer, as a failed second step", async () => {
      const { user, authenticator } = await userWithPasskey();
      const other = await userWithPasskey();
      const { challenge } = (await login(user.email)).body.data.secondStep ?? { challenge: '' };
      const options = await signInOptions(challenge);
      const wrongKey = other.authenticator.get({ ...options, allowCredentials: [] });
      expect(await post('usfw/auth/second-step', { challenge, passkey: wrongKey })).toMatchObject({
        status: 401,
        body: { msg: PASSKEY_REPLIES.notRecognised },
      });
      const right = authenticator.get(await signInOptions(challenge));
      expect((await post('usfw/auth/second-step', { challenge, passkey: right })).status).toBe(200);
      const { challenge: again } = (await login(user.email)).body.data.secondStep ?? { challenge: '' };
      expect(await post('usfw/auth/second-step', { challenge: again, passkey: right })).toMatchObject({
        status: 401,
        body: { msg: PASSKEY_REPLIES.ceremonyExpired },
      });
      expect((await eventsOf(user.id)).filter((e) => e.kind === 'second-step-failed')).toEqual([
        { kind: 'second-step-failed', details: { factor: 'passkey' } },
        { kind: 'second-step-failed', details: { factor: 'passkey' } },
      ]);
    });

    it('refuses passkey options for a challenge that is not a sign-in challenge', async () => {
      expect(await post('usfw/auth/passkey/options', { challenge: 'not-a-challenge' })).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badChallenge },
      });
    });
  });

  describe('managing', () => {
    it('renames a passkey of the account, and no other', async () => {
      const { user, id } = await userWithPasskey();
      const other = await createTestUser(server.app);
      const renamed = await callApi<Listed>(server.url, 'PATCH', `usfw/passkeys/${id}`, {
        token: user.token,
        body: { name: ' Work laptop ' },
      });
      expect(renamed).toMatchObject({
        status: 200,
        body: { msg: PASSKEY_REPLIES.renamed, data: { name: 'Work laptop' } },
      });
      expect(
        await callApi(server.url, 'PATCH', `usfw/passkeys/${id}`, { token: other.token, body: { name: 'Mine' } }),
      ).toMatchObject({ status: 404, body: { msg: PASSKEY_REPLIES.notFound } });
    });

    it('removes a passkey only with the password or in sudo mode', async () => {
      const { user, id } = await userWithPasskey();
      const remove = (currentPassword: string) =>
        post(`usfw/passkeys/${id}/remove`, { currentPassword, code: '' }, user.token);
      expect(await remove('')).toMatchObject({ status: 400, body: { msg: CURRENT_PASSWORD_MESSAGES.required } });
      expect(await remove('wrong-password-1')).toMatchObject({
        status: 401,
        body: { msg: CURRENT_PASSWORD_MESSAGES.wrong },
      });
      expect(await remove(TEST_USER_PASSWORD)).toMatchObject({ status: 200, body: { msg: PASSKEY_REPLIES.removed } });
      const list = await callApi<Listed[]>(server.url, 'GET', 'usfw/passkeys', { token: user.token });
      expect(list.body.data).toEqual([]);
      // With no factor left, the password alone signs in again.
      const login = await post<SignIn>('usfw/auth/login', { username: user.email, password: TEST_USER_PASSWORD });
      expect(login.body.msg).toBe(AUTH_REPLIES.loggedIn);
    });
  });

  it('counts a passkey as the second factor an administrator must have', async () => {
    const login = await post<SignIn>('usfw/auth/login', { username: TEST_ADMIN.email, password: TEST_ADMIN.password });
    const passwordOnly = login.body.data.jwt ?? '';
    expect(await callApi(server.url, 'GET', 'usfw/a/get-all-users', { token: passwordOnly })).toMatchObject({
      status: 403,
      body: { msg: AUTH_MESSAGES.adminNeedsSecondFactor },
    });
    const authenticator = new SoftwareAuthenticator(origin);
    await enrol(authenticator, passwordOnly, 'Admin key');
    const signedIn = await signInWith(authenticator.get(await signInOptions()));
    const withPasskey = signedIn.body.data.jwt ?? '';
    expect((await callApi(server.url, 'GET', 'usfw/a/get-all-users', { token: withPasskey })).status).toBe(200);
    // And the password now asks for the passkey.
    const again = await post<SignIn>('usfw/auth/login', { username: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(again.body.data.secondStep?.factors).toEqual(['passkey']);
  });
});
