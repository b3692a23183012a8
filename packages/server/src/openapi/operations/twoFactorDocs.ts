import { CURRENT_PASSWORD_MESSAGES } from '@csi/api-client';
import { FACTOR_REPLIES } from '../../modules/factors/messages';
import { PASSKEY_REPLIES } from '../../modules/passkeys/messages';
import { AUTH_REPLIES } from '../../modules/auth/messages';
import { AUTH_MESSAGES } from '../../plugins/auth';
import { errors, ok } from '../docResponses';
import { SIGNED_IN_ERRORS, tooManyExample } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';

const tags = ['two-step sign-in'];
const JWT_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlcyI6WyJ1c2VyIl0sImV4cCI6MTc2NDAwMDAwMH0.c2lnbmF0dXJl';
const RECOVERY_EXAMPLE = ['k7m2p-x9qrt', 'a3fhd-8wzne'];
const TOO_MANY_GUESSES = tooManyExample(FACTOR_REPLIES.tooManyGuesses);

/** The proofs of sudo mode: the current password, a code of the authenticator app, a passkey, or sudo mode still open. */
export const PROOF =
  'Send `currentPassword`, `code` (of the authenticator app) or `passkey` (the answer of one of your passkeys to ' +
  'POST /usfw/two-factor/confirm/passkey-options); all may be left empty while this session is in sudo mode (it ' +
  'checked the password or a second factor within the last 10 minutes).';
/** The refusals of a call that takes the proof of sudo mode in its body. */
export const PROOF_ERRORS = {
  400: [CURRENT_PASSWORD_MESSAGES.required],
  401: [
    CURRENT_PASSWORD_MESSAGES.wrong,
    FACTOR_REPLIES.badCode,
    PASSKEY_REPLIES.ceremonyExpired,
    PASSKEY_REPLIES.notRecognised,
    PASSKEY_REPLIES.refused,
    PASSKEY_REPLIES.replayed,
  ],
  429: [TOO_MANY_GUESSES, tooManyExample('Too many failed login attempts.')],
} as const;

/** The answer of a first step (login, one-time code) on an account with two-step sign-in. */
export const SECOND_STEP_ANSWER = ok(
  'Signed in (`data.jwt`, or in cookie-session mode `data.role` and `data.exp`). On an account with two-step ' +
    'sign-in the answer is also 200 but carries no token: `data.secondStep` holds a challenge (five minutes, single ' +
    'use) and the factors that complete it; send it to POST /usfw/auth/second-step.',
  {
    msg: FACTOR_REPLIES.secondStepRequired,
    data: { secondStep: { challenge: JWT_EXAMPLE, factors: ['totp', 'recoveryCode'], expiresAt: 1764000300 } },
  },
);

/** The second step of a sign-in and the signed-in user's second factors. */
export const twoFactorDocs: OperationDocs = {
  'POST /usfw/auth/second-step': {
    tags,
    summary: 'Complete a sign-in with a second factor',
    description:
      'Completes the challenge that login or the one-time code answered: send `code` (6 digits of the authenticator ' +
      'app), `recoveryCode` (one of the ten, used once) or `passkey` (the answer to POST /usfw/auth/passkey/options ' +
      'with this challenge). Codes are checked at most 10 times per account and 30 ' +
      'times per client address in 15 minutes. The token names both steps in `amr`; the session starts in sudo mode.',
    security: PUBLIC,
    bodyExample: { challenge: JWT_EXAMPLE, code: '123456' },
    responses: {
      200: ok('Signed in: the token is in data.jwt.', { msg: AUTH_REPLIES.loggedIn, data: { jwt: JWT_EXAMPLE } }),
      ...errors({
        400: [FACTOR_REPLIES.codeRequired],
        401: [
          FACTOR_REPLIES.badChallenge,
          FACTOR_REPLIES.badCode,
          FACTOR_REPLIES.badRecoveryCode,
          PASSKEY_REPLIES.ceremonyExpired,
          PASSKEY_REPLIES.notRecognised,
          PASSKEY_REPLIES.refused,
          PASSKEY_REPLIES.replayed,
        ],
        403: [AUTH_REPLIES.suspended],
        429: [TOO_MANY_GUESSES],
      }),
    },
  },
  'GET /usfw/two-factor': {
    tags,
    summary: "The account's two-step sign-in",
    security: BEARER,
    responses: {
      200: ok('Whether an authenticator app is on, recovery codes left, whether the account must use it.', {
        msg: FACTOR_REPLIES.status,
        data: { totp: true, recoveryCodesLeft: 9, passkeys: 1, required: false, sessionUsedSecondFactor: true },
      }),
      ...errors(SIGNED_IN_ERRORS),
    },
  },
  'POST /usfw/two-factor/totp': {
    tags,
    summary: 'Start setting up an authenticator app',
    description:
      'Answers a new secret (shown this once, for typing in), its otpauth:// URI and a QR code of it. Nothing is on ' +
      'until POST /usfw/two-factor/totp/confirm; a new call replaces an unconfirmed secret. The secret is kept ' +
      'sealed with the server key.',
    security: BEARER,
    responses: {
      200: ok('The secret to add to the app.', {
        msg: FACTOR_REPLIES.totpStarted,
        data: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUri: 'otpauth://totp/CSI:jane%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=CSI',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        },
      }),
      ...errors(SIGNED_IN_ERRORS, { 409: [FACTOR_REPLIES.alreadyEnabled] }),
    },
  },
  'POST /usfw/two-factor/totp/confirm': {
    tags,
    summary: 'Turn two-step sign-in on with a code of the app',
    description:
      'Answers ten single-use recovery codes (shown this once) and a new session signed in with the second factor ' +
      '(`data.jwt`, or the cookie in cookie-session mode), in sudo mode.',
    security: BEARER,
    bodyExample: { code: '123456' },
    responses: {
      200: ok('On.', { msg: FACTOR_REPLIES.totpEnabled, data: { recoveryCodes: RECOVERY_EXAMPLE, jwt: JWT_EXAMPLE } }),
      ...errors(SIGNED_IN_ERRORS, {
        400: [FACTOR_REPLIES.notStarted, FACTOR_REPLIES.badCode],
        409: [FACTOR_REPLIES.alreadyEnabled],
        429: [TOO_MANY_GUESSES],
      }),
    },
  },
  'POST /usfw/two-factor/totp/disable': {
    tags,
    summary: 'Turn two-step sign-in off (sudo mode)',
    description: `Removes the authenticator app and the recovery codes. ${PROOF}`,
    security: BEARER,
    bodyExample: { currentPassword: 'a-long-password', code: '' },
    responses: {
      200: ok('Off.', { msg: FACTOR_REPLIES.totpDisabled }),
      ...errors(SIGNED_IN_ERRORS, PROOF_ERRORS, { 400: [FACTOR_REPLIES.notEnabled] }),
    },
  },
  'POST /usfw/two-factor/recovery-codes': {
    tags,
    summary: 'Replace the recovery codes (sudo mode)',
    description: `Answers ten new codes (shown this once); the old ones stop working. ${PROOF}`,
    security: BEARER,
    bodyExample: { currentPassword: '', code: '123456' },
    responses: {
      200: ok('New codes.', { msg: FACTOR_REPLIES.recoveryCodesIssued, data: { recoveryCodes: RECOVERY_EXAMPLE } }),
      ...errors(SIGNED_IN_ERRORS, PROOF_ERRORS, { 400: [FACTOR_REPLIES.notEnabled] }),
    },
  },
  'POST /usfw/two-factor/confirm/passkey-options': {
    tags,
    summary: 'Start confirming it is you with a passkey',
    description:
      "Answers WebAuthn request options for the signed-in account's own passkeys (single-use challenge, five " +
      'minutes): pass them to startAuthentication({ optionsJSON }) of @simplewebauthn/browser and send the answer as ' +
      '`passkey` to POST /usfw/two-factor/confirm (or to a call that asks for the proof in its body).',
    security: BEARER,
    responses: {
      200: ok('Options for the browser.', {
        msg: FACTOR_REPLIES.confirmPasskeyOptions,
        data: {
          challenge: 'c2luZ2xlLXVzZS1jaGFsbGVuZ2U',
          rpId: 'csi.example',
          allowCredentials: [{ id: 'Y3JlZGVudGlhbA', type: 'public-key' }],
          timeout: 120000,
          userVerification: 'preferred',
        },
      }),
      ...errors(SIGNED_IN_ERRORS, {
        400: [FACTOR_REPLIES.noPasskeyToConfirm],
        429: [tooManyExample(PASSKEY_REPLIES.tooManyRequests)],
      }),
    },
  },
  'POST /usfw/two-factor/confirm': {
    tags,
    summary: 'Confirm it is you: open sudo mode for 10 minutes',
    description:
      'Checks the current password, a code of the authenticator app, or a passkey of the account (`passkey`: the ' +
      'answer to POST /usfw/two-factor/confirm/passkey-options). For 10 minutes this session may then change ' +
      'the password or e-mail, rotate the API key, turn two-step sign-in off, and (administrators) make admin ' +
      `writes without sending the password again. Admin writes refused with "${AUTH_MESSAGES.recentAuthenticationRequired}" need it.`,
    security: BEARER,
    bodyExample: { currentPassword: '', code: '123456' },
    responses: {
      200: ok('Sudo mode open.', { msg: FACTOR_REPLIES.confirmed }),
      ...errors(SIGNED_IN_ERRORS, PROOF_ERRORS, { 400: [FACTOR_REPLIES.proofRequired] }),
    },
  },
};
