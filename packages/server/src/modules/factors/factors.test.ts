import { CURRENT_PASSWORD_MESSAGES } from '@csi/api-client';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { AUTH_MESSAGES, RECENT_AUTHENTICATION_MS } from '../../plugins/auth';
import { createTestUser, TEST_USER_PASSWORD, type TestUser } from '../../testing/createTestUser';
import { enrolPasskey } from '../../testing/enrolPasskey';
import { enrolTotp } from '../../testing/enrolTotp';
import { SoftwareAuthenticator } from '../../testing/softwareAuthenticator';
import { BEHIND_TEST_PROXY, startTestServer, TEST_ADMIN, type TestServer } from '../../testing/startTestServer';
import { totpCodeAfter } from '../../testing/totpCodeAfter';
import { AUTH_REPLIES } from '../auth/messages';
import { relyingParty } from '../passkeys/relyingParty';
import { FACTOR_GUESSES_PER_ACCOUNT, FACTOR_GUESSES_PER_ADDRESS } from './countFactorGuess';
import { FACTOR_REPLIES } from './messages';

type SignIn = { jwt?: string; secondStep?: { challenge: string; factors: string[]; expiresAt: number } };

/** The authenticator app's code for `offset` steps from now (0: the current code). */
const codeAt = (secret: string, offset: number) =>
  generate({ secret, epoch: (Math.floor(Date.now() / 30_000) + offset) * 30 });

/** Waits until the clock is well inside a 30-second step, so a code computed now is checked in the same step. */
async function midStep(): Promise<void> {
  for (;;) {
    const second = Math.floor(Date.now() / 1000) % 30;
    if (second >= 2 && second <= 24) return;
    await sleep(1000);
  }
}

describe('two-step sign-in', () => {
  let server: TestServer;
  /** Calls from a given client address: the test client plays the proxy (BEHIND_TEST_PROXY). */
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const login = (email: string, ip = '10.7.0.1') =>
    callApi<SignIn>(server.url, 'POST', 'usfw/auth/login', {
      body: { username: email, password: TEST_USER_PASSWORD },
      headers: from(ip),
    });
  const secondStep = (challenge: string, proof: { code?: string; recoveryCode?: string }, ip = '10.7.0.1') =>
    callApi<SignIn>(server.url, 'POST', 'usfw/auth/second-step', { body: { challenge, ...proof }, headers: from(ip) });
  const challengeOf = async (email: string, ip?: string) => {
    const first = await login(email, ip);
    expect(first.status).toBe(200);
    return first.body.data.secondStep?.challenge ?? '';
  };
  /** A session token signed in with both steps, the app's code computed from its secret. */
  const signInWithApp = async (email: string, secret: string, step: number, ip: string) =>
    (await secondStep(await challengeOf(email, ip), { code: (await totpCodeAfter(secret, step)).code }, ip)).body.data
      .jwt ?? '';
  /** A user with a confirmed authenticator app, its secret, last used step and recovery codes. */
  const enrolledUser = async () => {
    const user = await createTestUser(server.app);
    return { user, ...(await enrolTotp(server.url, user.token)) };
  };

  beforeAll(async () => {
    server = await startTestServer(BEHIND_TEST_PROXY);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('setting up an authenticator app', () => {
    it('shows the secret once with its otpauth URI and QR code, and keeps the secret sealed at rest', async () => {
      const user = await createTestUser(server.app);
      const reply = await callApi<{ secret: string; otpauthUri: string; qrCode: string }>(
        server.url,
        'POST',
        'usfw/two-factor/totp',
        { token: user.token, body: {} },
      );
      expect(reply).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.totpStarted } });
      const { secret, otpauthUri, qrCode } = reply.body.data;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/CSI:.*\\?.*secret=${secret}`));
      expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg');
      const row = await server.app.db
        .selectFrom('totpFactors')
        .select('secretSealed')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(row.secretSealed).toMatch(/^sealed:v1:/);
      expect(row.secretSealed).not.toContain(secret);
      expect(server.app.secrets.open(row.secretSealed, 'totp-secret')).toBe(secret);
      // Not on until confirmed: the password alone still signs in.
      expect((await login(user.email)).body.data.jwt).toEqual(expect.any(String));
    });

    it('confirms with a code of the app, answers ten recovery codes and a session signed in with the factor', async () => {
      const user = await createTestUser(server.app);
      const { secret } = (
        await callApi<{ secret: string }>(server.url, 'POST', 'usfw/two-factor/totp', { token: user.token, body: {} })
      ).body.data;
      await midStep();
      const current = await codeAt(secret, 0);
      const refused = await callApi(server.url, 'POST', 'usfw/two-factor/totp/confirm', {
        token: user.token,
        body: { code: current === '000001' ? '000002' : '000001' },
      });
      expect(refused).toMatchObject({ status: 400, body: { msg: FACTOR_REPLIES.badCode } });
      const reply = await callApi<{ jwt: string; recoveryCodes: string[] }>(
        server.url,
        'POST',
        'usfw/two-factor/totp/confirm',
        { token: user.token, body: { code: current } },
      );
      expect(reply).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.totpEnabled } });
      expect(reply.body.data.recoveryCodes).toHaveLength(10);
      expect(new Set(reply.body.data.recoveryCodes).size).toBe(10);
      expect(decodeJwt(reply.body.data.jwt).amr).toEqual(['pwd', 'totp', 'mfa']);
      const stored = await server.app.db
        .selectFrom('recoveryCodes')
        .select('codeHash')
        .where('userId', '=', user.id)
        .execute();
      expect(stored).toHaveLength(10);
      for (const { codeHash } of stored) {
        for (const code of reply.body.data.recoveryCodes) expect(codeHash).not.toContain(code);
      }
      const status = await callApi(server.url, 'GET', 'usfw/two-factor/', { token: reply.body.data.jwt });
      expect(status.body.data).toEqual({
        totp: true,
        recoveryCodesLeft: 10,
        passkeys: 0,
        required: false,
        sessionUsedSecondFactor: true,
      });
    });
  });

  describe('signing in', () => {
    it('answers a challenge naming the factors and no token, then a token with the app code', async () => {
      const { user, secret, step } = await enrolledUser();
      const first = await login(user.email);
      expect(first).toMatchObject({
        status: 200,
        body: {
          msg: FACTOR_REPLIES.secondStepRequired,
          data: { secondStep: { challenge: expect.any(String), factors: ['totp', 'recoveryCode'] } },
        },
      });
      expect(first.body.data.jwt).toBeUndefined();
      expect(first.body.data.secondStep?.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 300);
      // A challenge is no session token.
      const asToken = await callApi(server.url, 'GET', 'usfw/my-profile', {
        token: first.body.data.secondStep?.challenge,
      });
      expect(asToken).toMatchObject({ status: 401, body: { msg: AUTH_MESSAGES.invalid } });
      const { code } = await totpCodeAfter(secret, step);
      const done = await secondStep(first.body.data.secondStep?.challenge ?? '', { code });
      expect(done).toMatchObject({ status: 200, body: { msg: AUTH_REPLIES.loggedIn } });
      expect(decodeJwt(done.body.data.jwt ?? '')).toMatchObject({ sub: String(user.id), amr: ['pwd', 'totp', 'mfa'] });
    });

    it('refuses a wrong code, a replayed code and a challenge used twice', async () => {
      const { user, secret, step } = await enrolledUser();
      const challenge = await challengeOf(user.email);
      const { code, step: used } = await totpCodeAfter(secret, step);
      const wrong = code === '123456' ? '654321' : '123456';
      expect(await secondStep(challenge, { code: wrong })).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badCode },
      });
      expect((await secondStep(challenge, { code })).status).toBe(200);
      expect(await secondStep(challenge, { code: (await totpCodeAfter(secret, used)).code })).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badChallenge },
      });
      // The same code on a new challenge: used once, it cannot be used again in its window.
      expect(await secondStep(await challengeOf(user.email), { code })).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badCode },
      });
      // Nor can any code of an earlier step.
      const stored = await server.app.db
        .selectFrom('totpFactors')
        .select('lastUsedStep')
        .where('userId', '=', user.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.lastUsedStep)).toBe(used);
    });

    it('accepts the codes of one step before and after the server clock, not two', async () => {
      const user = await createTestUser(server.app);
      const { secret } = (
        await callApi<{ secret: string }>(server.url, 'POST', 'usfw/two-factor/totp', { token: user.token, body: {} })
      ).body.data;
      const confirm = (code: string) =>
        callApi(server.url, 'POST', 'usfw/two-factor/totp/confirm', { token: user.token, body: { code } });
      await midStep();
      expect((await confirm(await codeAt(secret, -2))).status).toBe(400);
      expect((await confirm(await codeAt(secret, 2))).status).toBe(400);
      expect((await confirm(await codeAt(secret, -1))).status).toBe(200);
      await midStep();
      const challenge = await challengeOf(user.email);
      expect((await secondStep(challenge, { code: await codeAt(secret, 1) })).status).toBe(200);
    });

    it('refuses a forged, tampered or missing challenge and asks for a code', async () => {
      const { user } = await enrolledUser();
      const challenge = await challengeOf(user.email);
      const tampered = `${challenge.slice(0, -2)}${challenge.endsWith('AA') ? 'BB' : 'AA'}`;
      expect(await secondStep(tampered, { code: '123456' })).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badChallenge },
      });
      // A session token is no challenge.
      expect(await secondStep(user.token, { code: '123456' })).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badChallenge },
      });
      expect(await secondStep(challenge, {})).toMatchObject({
        status: 400,
        body: { msg: FACTOR_REPLIES.codeRequired },
      });
    });

    it('does not let the e-mailed one-time code skip the second step', async () => {
      const { user, secret, step } = await enrolledUser();
      await callApi(server.url, 'PUT', 'usfw/auth/account-activate-recover/', {
        body: { email: user.email },
        headers: from('10.7.1.1'),
      });
      const mail = (await server.readOutbox()).filter((m) => m.to === user.email).at(-1);
      const otp = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const reply = await callApi<SignIn>(server.url, 'POST', 'usfw/auth/activate-account/', {
        body: { email: user.email, activationCode: otp },
        headers: from('10.7.1.1'),
      });
      expect(reply).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.secondStepRequired } });
      expect(reply.body.data.jwt).toBeUndefined();
      const done = await secondStep(reply.body.data.secondStep?.challenge ?? '', {
        code: (await totpCodeAfter(secret, step)).code,
      });
      expect(decodeJwt(done.body.data.jwt ?? '').amr).toEqual(['otp', 'totp', 'mfa']);
    });

    it('sets no session cookie for the site before the second step', async () => {
      const { user } = await enrolledUser();
      const reply = await callApi<SignIn>(server.url, 'POST', 'usfw/auth/login', {
        body: { username: user.email, password: TEST_USER_PASSWORD },
        headers: { ...from('10.7.2.1'), 'x-csi-session': 'cookie', origin: server.url },
      });
      expect(reply.status).toBe(200);
      expect(reply.body.data.secondStep).toBeDefined();
      expect(reply.headers.get('set-cookie')).toBeNull();
    });
  });

  describe('recovery codes', () => {
    it('sign in once each, as typed with or without the dash and in capitals', async () => {
      const { user, recoveryCodes } = await enrolledUser();
      const [first = '', second = ''] = recoveryCodes;
      const done = await secondStep(await challengeOf(user.email), { recoveryCode: first });
      expect(done).toMatchObject({ status: 200, body: { msg: AUTH_REPLIES.loggedIn } });
      expect(decodeJwt(done.body.data.jwt ?? '').amr).toEqual(['pwd', 'rcode', 'mfa']);
      expect(await secondStep(await challengeOf(user.email), { recoveryCode: first })).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badRecoveryCode },
      });
      const typed = second.replace('-', ' ').toUpperCase();
      const again = await secondStep(await challengeOf(user.email), { recoveryCode: typed });
      expect(again.status).toBe(200);
      // A recovery-code sign-in signs out the account's other sessions, the first one too.
      expect((await callApi(server.url, 'GET', 'usfw/two-factor/', { token: done.body.data.jwt })).status).toBe(401);
      const status = await callApi(server.url, 'GET', 'usfw/two-factor/', { token: again.body.data.jwt });
      expect(status.body.data).toMatchObject({ recoveryCodesLeft: 8 });
    });

    it('are replaced by new ones only with recent authentication, and the old ones stop working', async () => {
      const { user, recoveryCodes } = await enrolledUser();
      // A session signed in with both steps but long ago: no recent authentication.
      const stale = await server.app.tokens.sign({ id: user.id, role: 'user', email: user.email }, [
        'pwd',
        'totp',
        'mfa',
      ]);
      const regenerate = (body: object) =>
        callApi<{ recoveryCodes: string[] }>(server.url, 'POST', 'usfw/two-factor/recovery-codes', {
          token: stale,
          body,
          headers: from('10.7.3.1'),
        });
      expect(await regenerate({})).toMatchObject({
        status: 400,
        body: { msg: CURRENT_PASSWORD_MESSAGES.required },
      });
      expect(await regenerate({ currentPassword: 'not-the-password' })).toMatchObject({
        status: 401,
        body: { msg: CURRENT_PASSWORD_MESSAGES.wrong },
      });
      const fresh = await regenerate({ currentPassword: TEST_USER_PASSWORD });
      expect(fresh).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.recoveryCodesIssued } });
      expect(fresh.body.data.recoveryCodes).toHaveLength(10);
      expect(fresh.body.data.recoveryCodes).not.toContain(recoveryCodes[0]);
      expect((await secondStep(await challengeOf(user.email), { recoveryCode: recoveryCodes[0] })).status).toBe(401);
      expect(
        (await secondStep(await challengeOf(user.email), { recoveryCode: fresh.body.data.recoveryCodes[0] })).status,
      ).toBe(200);
    });
  });

  describe('turning two-step sign-in off', () => {
    it('needs recent authentication; then the password alone signs in again', async () => {
      const { user, secret, step } = await enrolledUser();
      const stale = await server.app.tokens.sign({ id: user.id, role: 'user', email: user.email }, [
        'pwd',
        'totp',
        'mfa',
      ]);
      const disable = (body: object) =>
        callApi(server.url, 'POST', 'usfw/two-factor/totp/disable', { token: stale, body, headers: from('10.7.4.1') });
      expect(await disable({})).toMatchObject({ status: 400, body: { msg: CURRENT_PASSWORD_MESSAGES.required } });
      const wrong = (await totpCodeAfter(secret, step)).code === '111111' ? '222222' : '111111';
      expect(await disable({ code: wrong })).toMatchObject({ status: 401, body: { msg: FACTOR_REPLIES.badCode } });
      expect(await disable({ code: (await totpCodeAfter(secret, step)).code })).toMatchObject({
        status: 200,
        body: { msg: FACTOR_REPLIES.totpDisabled },
      });
      expect((await login(user.email)).body.data.jwt).toEqual(expect.any(String));
      const left = await server.app.db.selectFrom('recoveryCodes').select('id').where('userId', '=', user.id).execute();
      expect(left).toHaveLength(0);
    });
  });

  describe('guess limits', () => {
    it(`refuses more than ${FACTOR_GUESSES_PER_ACCOUNT} codes per account in 15 minutes, even the right one`, async () => {
      const { user, secret, step } = await enrolledUser();
      const challenge = await challengeOf(user.email, '10.7.5.1');
      const { code } = await totpCodeAfter(secret, step);
      const wrong = code === '000000' ? '999999' : '000000';
      // Wrong codes spread over addresses: the cap holds across them (the set-up's right code did not count).
      for (let i = 0; i < FACTOR_GUESSES_PER_ACCOUNT; i++) {
        expect((await secondStep(challenge, { code: wrong }, `10.7.5.${10 + i}`)).status).toBe(401);
      }
      const refused = await secondStep(challenge, { code }, '10.7.5.99');
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toMatch(new RegExp(`^${FACTOR_REPLIES.tooManyGuesses} Try again in \\d+ minutes?\\.$`));
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    });

    it('counts only wrong codes: a right one gives its count back', async () => {
      const { user, recoveryCodes } = await enrolledUser();
      const address = '10.7.5.200';
      for (let i = 0; i < 9; i++) {
        const challenge = await challengeOf(user.email, address);
        expect((await secondStep(challenge, { recoveryCode: 'bbbbb-bbbbb' }, address)).status).toBe(401);
      }
      // Nine wrong, one right: the right one is not the tenth, so one more wrong code is still only refused.
      expect(
        (await secondStep(await challengeOf(user.email, address), { recoveryCode: recoveryCodes[0] }, address)).status,
      ).toBe(200);
      const tenth = await secondStep(await challengeOf(user.email, address), { recoveryCode: 'bbbbb-bbbbb' }, address);
      expect(tenth.status).toBe(401);
      const eleventh = await secondStep(
        await challengeOf(user.email, address),
        { recoveryCode: recoveryCodes[1] },
        address,
      );
      expect(eleventh.status).toBe(429);
    });

    it(`refuses more than ${FACTOR_GUESSES_PER_ADDRESS} codes per client address over all accounts`, async () => {
      const address = '10.7.6.1';
      const users = await Promise.all([1, 2, 3, 4].map(() => enrolledUser()));
      const challenges = await Promise.all(users.map(({ user }) => challengeOf(user.email, address)));
      // Nine wrong guesses per account at most (each account's own cap is ten and its set-up used one).
      for (let i = 0; i < FACTOR_GUESSES_PER_ADDRESS; i++) {
        const reply = await secondStep(challenges[Math.floor(i / 9)] ?? '', { recoveryCode: 'aaaaa-aaaaa' }, address);
        expect(reply.status).toBe(401);
      }
      const last = users[3];
      const challenge = challenges[3] ?? '';
      expect((await secondStep(challenge, { recoveryCode: last?.recoveryCodes[0] }, address)).status).toBe(429);
      // Another address is not held back by this one.
      expect((await secondStep(challenge, { recoveryCode: last?.recoveryCodes[0] }, '10.7.6.2')).status).toBe(200);
    });
  });

  describe('sudo mode', () => {
    const ageRecentAuthentication = (jti: string, ms: number) =>
      server.app.db
        .updateTable('recentAuthentications')
        .set({ checkedAt: new Date(Date.now() - ms) })
        .where('jti', '=', jti)
        .execute();

    it('lets a session that checked a second factor in the last 10 minutes change the password without it, not later', async () => {
      const { user, secret, step } = await enrolledUser();
      const challenge = await challengeOf(user.email, '10.7.7.1');
      const { code } = await totpCodeAfter(secret, step);
      const token = (await secondStep(challenge, { code }, '10.7.7.1')).body.data.jwt ?? '';
      const { jti } = decodeJwt(token) as { jti: string };
      const rotate = () => callApi(server.url, 'POST', 'usfw/update/api-key', { token, body: {} });
      await ageRecentAuthentication(jti, RECENT_AUTHENTICATION_MS - 60_000);
      expect((await rotate()).status).toBe(200);
      await ageRecentAuthentication(jti, RECENT_AUTHENTICATION_MS + 1000);
      // The code tells a client to confirm the identity and send the call again (the site's dialog does).
      expect(await rotate()).toMatchObject({
        status: 400,
        body: { msg: CURRENT_PASSWORD_MESSAGES.required, code: 'RECENT_AUTHENTICATION_REQUIRED' },
      });
      // A password check opens it again.
      const confirm = await callApi(server.url, 'POST', 'usfw/two-factor/confirm', {
        token,
        body: { currentPassword: TEST_USER_PASSWORD },
        headers: from('10.7.7.1'),
      });
      expect(confirm).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.confirmed } });
      const change = await callApi(server.url, 'PUT', 'usfw/change-my-password/', {
        token,
        body: { currentPassword: '', newPassword: 'a-new-password-2' },
      });
      expect(change.status).toBe(200);
    });

    it('is per session: another session of the account still needs the password', async () => {
      const { user, jwt } = await enrolledUser();
      expect(await callApi(server.url, 'POST', 'usfw/update/api-key', { token: user.token, body: {} })).toMatchObject({
        status: 400,
        body: { msg: CURRENT_PASSWORD_MESSAGES.required },
      });
      expect((await callApi(server.url, 'POST', 'usfw/update/api-key', { token: jwt, body: {} })).status).toBe(200);
    });

    it('opens with a code of the authenticator app', async () => {
      const { user, secret, step } = await enrolledUser();
      const rotate = () => callApi(server.url, 'POST', 'usfw/update/api-key', { token: user.token, body: {} });
      expect((await rotate()).status).toBe(400);
      const { code } = await totpCodeAfter(secret, step);
      const confirm = await callApi(server.url, 'POST', 'usfw/two-factor/confirm', {
        token: user.token,
        body: { code },
      });
      expect(confirm).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.confirmed } });
      expect((await rotate()).status).toBe(200);
    });

    it('confirming asks for a proof and refuses a wrong app code', async () => {
      const user: TestUser = await createTestUser(server.app);
      expect(
        await callApi(server.url, 'POST', 'usfw/two-factor/confirm', { token: user.token, body: {} }),
      ).toMatchObject({ status: 400, body: { msg: FACTOR_REPLIES.proofRequired } });
      expect(
        await callApi(server.url, 'POST', 'usfw/two-factor/confirm', { token: user.token, body: { code: '123456' } }),
      ).toMatchObject({ status: 401, body: { msg: FACTOR_REPLIES.badCode } });
    });
  });

  describe('sudo mode with a passkey', () => {
    type RequestOptions = Parameters<SoftwareAuthenticator['get']>[0] & { userVerification?: string };
    const origin = () => relyingParty(server.app.config).origins[0] ?? '';
    const passkeyOptions = (token: string) =>
      callApi<RequestOptions>(server.url, 'POST', 'usfw/two-factor/confirm/passkey-options', { token, body: {} });
    const confirmWith = (token: string, passkey: unknown) =>
      callApi(server.url, 'POST', 'usfw/two-factor/confirm', { token, body: { passkey } });
    const rotate = (token: string) => callApi(server.url, 'POST', 'usfw/update/api-key', { token, body: {} });
    /** A user with one passkey, the authenticator holding it and the passkey's id. */
    const userWithPasskey = async () => {
      const user = await createTestUser(server.app);
      const authenticator = new SoftwareAuthenticator(origin());
      const id = await enrolPasskey(server.url, user.token, authenticator);
      return { user, authenticator, id };
    };

    it("opens with one of the account's own passkeys, once per challenge", async () => {
      const { user, authenticator, id } = await userWithPasskey();
      expect((await rotate(user.token)).status).toBe(400);
      const options = await passkeyOptions(user.token);
      expect(options).toMatchObject({
        status: 200,
        body: { msg: 'Use your passkey, then send its answer to POST /usfw/two-factor/confirm.' },
      });
      expect(options.body.data.allowCredentials?.map((c) => c.id)).toEqual([id]);
      expect(options.body.data.userVerification).toBe('preferred');
      const answer = authenticator.get(options.body.data);
      expect(await confirmWith(user.token, answer)).toMatchObject({
        status: 200,
        body: { msg: 'Identity confirmed.' },
      });
      expect((await rotate(user.token)).status).toBe(200);
      expect(await confirmWith(user.token, answer)).toMatchObject({
        status: 401,
        body: { msg: 'The passkey request expired or was already used. Try again.' },
      });
    });

    it('is the proof in the body of a sensitive call too', async () => {
      const { user, authenticator, id } = await userWithPasskey();
      const passkey = authenticator.get((await passkeyOptions(user.token)).body.data);
      expect(
        await callApi(server.url, 'POST', `usfw/passkeys/${id}/remove`, {
          token: user.token,
          body: { currentPassword: '', code: '', passkey },
        }),
      ).toMatchObject({ status: 200, body: { msg: 'Passkey removed.' } });
    });

    it('refuses options to an account without a passkey', async () => {
      const user = await createTestUser(server.app);
      expect(await passkeyOptions(user.token)).toMatchObject({
        status: 400,
        body: {
          msg: 'Your account has no passkey. Confirm with your password or a code from your authenticator app.',
        },
      });
    });

    it("refuses another account's passkey or challenge and a sign-in's challenge, recording the failures", async () => {
      const alice = await userWithPasskey();
      const bob = await userWithPasskey();
      const aliceOptions = (await passkeyOptions(alice.user.token)).body.data;
      // Bob's passkey answering a challenge issued to Alice: not one of her passkeys.
      expect(
        await confirmWith(alice.user.token, bob.authenticator.get({ ...aliceOptions, allowCredentials: [] })),
      ).toMatchObject({
        status: 401,
        body: { msg: 'This passkey is not recognised. Use another one, or sign in with your password.' },
      });
      // Alice's answer sent by Bob's session: the challenge was issued to another account.
      const aliceAnswer = alice.authenticator.get((await passkeyOptions(alice.user.token)).body.data);
      expect(await confirmWith(bob.user.token, aliceAnswer)).toMatchObject({
        status: 401,
        body: { msg: 'The passkey request expired or was already used. Try again.' },
      });
      // An answer to a sign-in's options does not confirm: its challenge was issued for signing in.
      const signIn = await callApi<RequestOptions>(server.url, 'POST', 'usfw/auth/passkey/options', {
        body: { challenge: '' },
      });
      expect(await confirmWith(alice.user.token, alice.authenticator.get(signIn.body.data))).toMatchObject({
        status: 401,
        body: { msg: 'The passkey request expired or was already used. Try again.' },
      });
      expect((await rotate(alice.user.token)).status).toBe(400);
      const failures = await server.app.db
        .selectFrom('auditEvents')
        .select('details')
        .where('userId', '=', alice.user.id)
        .where('kind', '=', 'confirm-identity-failed')
        .execute();
      expect(failures).toEqual([{ details: { proof: 'passkey' } }, { details: { proof: 'passkey' } }]);
    });
  });

  describe('administrators', () => {
    /** Every admin call, with a body where it needs one (the refusal comes before the body is read). */
    const ADMIN_CALLS: [string, string][] = [
      ['GET', 'usfw/a/get-all-users/'],
      ['GET', 'usfw/a/manage-activation/1/activate'],
      ['GET', 'articles/a/get-all-articles'],
      ['POST', 'articles/a/add-article'],
      ['PUT', 'articles/a/update-article/1'],
      ['DELETE', 'articles/a/permanent-delete/x'],
      ['GET', 'v1/apis/all-apis-admin'],
      ['GET', 'v1/apis/all-services-admin'],
      ['POST', 'v1/apis/add-api'],
      ['PUT', 'v1/apis/update-api/1'],
    ];

    it('refuses an administrator signed in without a second factor on every admin call, naming how to enrol', async () => {
      const adminRow = await server.app.db
        .selectFrom('users')
        .select(['id', 'role', 'email'])
        .where('email', '=', TEST_ADMIN.email)
        .executeTakeFirstOrThrow();
      const passwordOnly = await server.app.tokens.sign(adminRow, 'pwd');
      for (const [method, path] of ADMIN_CALLS) {
        const reply = await callApi(server.url, method, path, {
          token: passwordOnly,
          body: method === 'GET' ? undefined : {},
        });
        expect({ method, path, status: reply.status, msg: reply.body.msg }).toEqual({
          method,
          path,
          status: 403,
          msg: AUTH_MESSAGES.adminNeedsSecondFactor,
        });
      }
    });

    it('asks an administrator with two steps for recent authentication before a write, and lets reads through', async () => {
      const token = await server.adminToken();
      const { jti } = decodeJwt(token) as { jti: string };
      await server.app.db
        .updateTable('recentAuthentications')
        .set({ checkedAt: new Date(Date.now() - RECENT_AUTHENTICATION_MS - 1000) })
        .where('jti', '=', jti)
        .execute();
      expect((await callApi(server.url, 'GET', 'usfw/a/get-all-users/', { token })).status).toBe(200);
      for (const [method, path] of ADMIN_CALLS.filter(([m, p]) => m !== 'GET' || p.includes('manage-activation'))) {
        const reply = await callApi(server.url, method, path, { token, body: method === 'GET' ? undefined : {} });
        expect({ method, path, status: reply.status, msg: reply.body.msg, code: reply.body.code }).toEqual({
          method,
          path,
          status: 403,
          msg: AUTH_MESSAGES.recentAuthenticationRequired,
          code: 'RECENT_AUTHENTICATION_REQUIRED',
        });
      }
      const user = await createTestUser(server.app);
      const confirmed = await callApi(server.url, 'POST', 'usfw/two-factor/confirm', {
        token,
        body: { currentPassword: TEST_ADMIN.password },
      });
      expect(confirmed.status).toBe(200);
      const activation = await callApi(server.url, 'GET', `usfw/a/manage-activation/${user.id}/deactivate`, { token });
      expect(activation).toMatchObject({ status: 200, body: { msg: 'Account deactivated.' } });
    });
  });

  describe('a session token issued again', () => {
    it('turning on the authenticator app goes on in the same session, now signed in with two steps', async () => {
      const user = await createTestUser(server.app);
      const jwt = (await login(user.email, '10.7.8.6')).body.data.jwt ?? '';
      const enrolled = await enrolTotp(server.url, jwt);
      expect(decodeJwt(enrolled.jwt)).toMatchObject({ sid: decodeJwt(jwt).sid, amr: ['pwd', 'totp', 'mfa'] });
      const sessions = await callApi<{ id: string; current: boolean }[]>(server.url, 'GET', 'usfw/sessions', {
        token: enrolled.jwt,
      });
      expect(sessions.body.data).toEqual([expect.objectContaining({ id: decodeJwt(jwt).sid, current: true })]);
    });

    it('saving profile details keeps the session: the new token has its sid and its second factor', async () => {
      const { user, secret, step } = await enrolledUser();
      const jwt = await signInWithApp(user.email, secret, step, '10.7.8.5');
      const update = await callApi<{ jwt: string }>(server.url, 'PUT', 'usfw/update/profile-basic-d', {
        token: jwt,
        body: {
          username: `renamed${user.id}`,
          fullName: 'Wanjiru Kamau',
          gender: '',
          dateOfBirth: '',
          phoneNumber: '',
        },
      });
      expect(update).toMatchObject({ status: 200, body: { msg: 'Profile updated.' } });
      expect(decodeJwt(update.body.data.jwt)).toMatchObject({ sid: decodeJwt(jwt).sid, amr: ['pwd', 'totp', 'mfa'] });
      const status = await callApi(server.url, 'GET', 'usfw/two-factor/', { token: update.body.data.jwt });
      expect(status.body.data).toMatchObject({ sessionUsedSecondFactor: true });
    });

    it('an administrator who saves profile details can still use the admin area in that session', async () => {
      const admin = await server.adminToken();
      const update = await callApi<{ jwt: string }>(server.url, 'PUT', 'usfw/update/profile-basic-d', {
        token: admin,
        body: { username: 'admin', fullName: 'Site Administrator', gender: '', dateOfBirth: '', phoneNumber: '' },
      });
      expect(update.status).toBe(200);
      const log = await callApi(server.url, 'GET', 'usfw/a/audit-log', { token: update.body.data.jwt });
      expect(log.status).toBe(200);
    });
  });

  describe('with sessions and the account activity', () => {
    interface Activity {
      kind: string;
      address: string | null;
      details: Record<string, unknown> | null;
    }
    const activityOf = async (token: string) => {
      await server.app.backgroundTasks.idle();
      return (await callApi<Activity[]>(server.url, 'GET', 'usfw/security-activity', { token })).body.data;
    };
    const subjectsTo = async (email: string) => {
      await server.app.backgroundTasks.idle();
      return (await server.readOutbox()).filter((mail) => mail.to === email).map((mail) => mail.subject);
    };
    const sessionCount = async (userId: number) =>
      (await server.app.db.selectFrom('sessions').select('id').where('userId', '=', userId).execute()).length;
    /** A 6-digit code the app does not show now nor one step either side. */
    const wrongCode = async (secret: string) => {
      const near = await Promise.all([-1, 0, 1].map((offset) => codeAt(secret, offset)));
      return ['111111', '222222', '333333', '444444'].find((code) => !near.includes(code)) ?? '555555';
    };

    it('the second step starts a session as a sign-in does: a session row, a sign-in event, a token with sid and amr', async () => {
      const { user, secret, step } = await enrolledUser();
      const before = await sessionCount(user.id);
      const challenge = await challengeOf(user.email, '10.7.8.1');
      // The first step alone is no session.
      expect(await sessionCount(user.id)).toBe(before);
      const done = await secondStep(challenge, { code: (await totpCodeAfter(secret, step)).code }, '10.7.8.1');
      expect(done).toMatchObject({ status: 200, body: { msg: AUTH_REPLIES.loggedIn } });
      const jwt = done.body.data.jwt ?? '';
      const claims = decodeJwt(jwt);
      expect(claims).toMatchObject({ amr: ['pwd', 'totp', 'mfa'], sid: expect.any(String) });
      expect(await sessionCount(user.id)).toBe(before + 1);
      const sessions = await callApi<{ id: string; address: string; current: boolean }[]>(
        server.url,
        'GET',
        'usfw/sessions',
        { token: jwt },
      );
      expect(sessions.body.data).toContainEqual(
        expect.objectContaining({ id: claims.sid, address: '10.7.8.1', current: true }),
      );
      expect((await activityOf(jwt))[0]).toMatchObject({
        kind: 'sign-in',
        address: '10.7.8.1',
        details: { method: ['pwd', 'totp', 'mfa'] },
      });
    });

    it('a recovery code signs out every other session of the account, and is recorded and mailed', async () => {
      const { user, secret, step, recoveryCodes } = await enrolledUser();
      const other = await signInWithApp(user.email, secret, step, '10.7.8.2');
      expect((await callApi(server.url, 'GET', 'usfw/my-profile', { token: other })).status).toBe(200);
      const rescued = await secondStep(
        await challengeOf(user.email, '10.7.8.3'),
        { recoveryCode: recoveryCodes[0] },
        '10.7.8.3',
      );
      expect(rescued).toMatchObject({ status: 200, body: { msg: AUTH_REPLIES.loggedIn } });
      const jwt = rescued.body.data.jwt ?? '';
      expect(await callApi(server.url, 'GET', 'usfw/my-profile', { token: other })).toMatchObject({
        status: 401,
        body: { msg: AUTH_MESSAGES.outdated },
      });
      expect((await callApi(server.url, 'GET', 'usfw/my-profile', { token: jwt })).status).toBe(200);
      const open = await callApi<{ id: string; current: boolean }[]>(server.url, 'GET', 'usfw/sessions', {
        token: jwt,
      });
      expect(open.body.data).toEqual([expect.objectContaining({ id: decodeJwt(jwt).sid, current: true })]);
      const kinds = (await activityOf(jwt)).map((event) => event.kind);
      expect(kinds.slice(0, 3)).toEqual(['other-sessions-ended', 'recovery-code-used', 'sign-in']);
      expect(await subjectsTo(user.email)).toContain('Recovery code used to sign in');
    });

    it('records two-step sign-in turned on and off, new recovery codes and wrong codes and passwords, and mails on and off', async () => {
      const { user, secret, jwt } = await enrolledUser();
      const wrong = await wrongCode(secret);
      expect(await secondStep(await challengeOf(user.email, '10.7.8.4'), { code: wrong }, '10.7.8.4')).toMatchObject({
        status: 401,
        body: { msg: FACTOR_REPLIES.badCode },
      });
      const confirm = (body: object) =>
        callApi(server.url, 'POST', 'usfw/two-factor/confirm', { token: jwt, body, headers: from('10.7.8.4') });
      expect(await confirm({ code: wrong })).toMatchObject({ status: 401, body: { msg: FACTOR_REPLIES.badCode } });
      expect(await confirm({ currentPassword: 'not-the-password' })).toMatchObject({
        status: 401,
        body: { msg: CURRENT_PASSWORD_MESSAGES.wrong },
      });
      // Setting up the app opened sudo mode for this session: no proof needed in the body.
      const codes = await callApi(server.url, 'POST', 'usfw/two-factor/recovery-codes', { token: jwt, body: {} });
      expect(codes).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.recoveryCodesIssued } });
      const off = await callApi(server.url, 'POST', 'usfw/two-factor/totp/disable', { token: jwt, body: {} });
      expect(off).toMatchObject({ status: 200, body: { msg: FACTOR_REPLIES.totpDisabled } });
      const events = await activityOf(jwt);
      expect(events.slice(0, 6).map((event) => event.kind)).toEqual([
        'two-step-off',
        'recovery-codes-created',
        'confirm-identity-failed',
        'confirm-identity-failed',
        'second-step-failed',
        'two-step-on',
      ]);
      expect(events.slice(2, 5).map((event) => event.details)).toEqual([
        { proof: 'password' },
        { proof: 'code' },
        { factor: 'totp' },
      ]);
      const failedStep = await server.app.db
        .selectFrom('auditEvents')
        .select('actorId')
        .where('userId', '=', user.id)
        .where('kind', '=', 'second-step-failed')
        .executeTakeFirstOrThrow();
      // Nobody proved who they are at a failed second step.
      expect(failedStep.actorId).toBeNull();
      const subjects = await subjectsTo(user.email);
      expect(subjects).toContain('Two-step sign-in turned on');
      expect(subjects).toContain('Two-step sign-in turned off');
    });
  });
});
