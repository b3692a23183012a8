import { AUTH_REPLIES } from '../../modules/auth/messages';
import { FACTOR_REPLIES } from '../../modules/factors/messages';
import { PASSKEY_REPLIES } from '../../modules/passkeys/messages';
import { errors, ok } from '../docResponses';
import { SIGNED_IN_ERRORS, tooManyExample } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';
import { PROOF, PROOF_ERRORS } from './twoFactorDocs';

const tags = ['passkeys'];
const JWT_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlcyI6WyJ1c2VyIl0sImV4cCI6MTc2NDAwMDAwMH0.c2lnbmF0dXJl';
const CREDENTIAL_ID = 'q1b0bJfXkX2iJ7cTgkW3xA';
const CHALLENGE = 'Xq3Cg2l7yWm1v0s9DkQ4pZ8aR6tE5uY2oI1nB3hJ7kM';
const PASSKEY = {
  id: CREDENTIAL_ID,
  name: 'Work laptop',
  createdAt: '2026-11-20T08:15:00.000Z',
  lastUsedAt: '2026-11-27T07:02:00.000Z',
  backedUp: true,
};
const ASSERTION = {
  id: CREDENTIAL_ID,
  rawId: CREDENTIAL_ID,
  type: 'public-key',
  clientExtensionResults: {},
  response: {
    clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDexample',
    userHandle: 'Y3NpLXVzZXItNDI',
  },
};
const PASSKEY_REFUSALS = [
  PASSKEY_REPLIES.ceremonyExpired,
  PASSKEY_REPLIES.notRecognised,
  PASSKEY_REPLIES.refused,
  PASSKEY_REPLIES.replayed,
];
const HOW =
  'The options go as they are to `startRegistration({ optionsJSON })` / `startAuthentication({ optionsJSON })` of ' +
  '@simplewebauthn/browser (or navigator.credentials after decoding base64url); send back what it answers. A ' +
  "challenge works once, for five minutes, on any instance; the relying party is WEBAUTHN_RP_ID (default: PUBLIC_URL's host).";

/** Passkeys: adding and managing them, and signing in with one. */
export const passkeysDocs: OperationDocs = {
  'GET /usfw/passkeys': {
    tags,
    summary: "The account's passkeys",
    security: BEARER,
    responses: {
      200: ok('Oldest first; never the public key.', { msg: PASSKEY_REPLIES.list, data: [PASSKEY] }),
      ...errors(SIGNED_IN_ERRORS),
    },
  },
  'POST /usfw/passkeys/registration-options': {
    tags,
    summary: 'Start adding a passkey',
    description: `Answers creation options (discoverable credential, attestation \`none\`, the account's passkeys excluded). ${HOW}`,
    security: BEARER,
    responses: {
      200: ok('Options for the browser.', {
        msg: PASSKEY_REPLIES.registrationOptions,
        data: {
          challenge: CHALLENGE,
          rp: { name: 'CSI', id: 'csi.co.ke' },
          user: { id: 'Y3NpLXVzZXItNDI', name: 'jane@example.com', displayName: 'jane@example.com' },
          pubKeyCredParams: [
            { alg: -8, type: 'public-key' },
            { alg: -7, type: 'public-key' },
          ],
          timeout: 120000,
          attestation: 'none',
          excludeCredentials: [],
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred', requireResidentKey: true },
          extensions: { credProps: true },
          hints: [],
        },
      }),
      ...errors(SIGNED_IN_ERRORS, { 409: [PASSKEY_REPLIES.tooMany] }),
    },
  },
  'POST /usfw/passkeys': {
    tags,
    summary: 'Add a passkey',
    description:
      "Checks the browser's answer to the creation options against its challenge, origin and RP ID and stores the " +
      'passkey under `name`. From then on the password alone does not sign in: a passkey (or the authenticator app) ' +
      'completes the second step, and the passkey alone signs in (POST /usfw/auth/passkey). Recorded as a ' +
      '`passkey-added` security event and mailed to the account.',
    security: BEARER,
    bodyExample: {
      name: 'Work laptop',
      response: {
        id: CREDENTIAL_ID,
        rawId: CREDENTIAL_ID,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uY3JlYXRlIn0',
          attestationObject: 'o2NmbXRkbm9uZQ',
          transports: ['internal'],
        },
      },
    },
    responses: {
      200: ok('Added.', { msg: PASSKEY_REPLIES.added, data: { ...PASSKEY, lastUsedAt: null } }),
      ...errors(SIGNED_IN_ERRORS, {
        400: [PASSKEY_REPLIES.nameRequired, PASSKEY_REPLIES.ceremonyExpired, PASSKEY_REPLIES.refused],
        409: [PASSKEY_REPLIES.tooMany, PASSKEY_REPLIES.alreadyAdded],
      }),
    },
  },
  'PATCH /usfw/passkeys/:id': {
    tags,
    summary: 'Rename a passkey',
    security: BEARER,
    bodyExample: { name: 'Old phone' },
    responses: {
      200: ok('Renamed.', { msg: PASSKEY_REPLIES.renamed, data: { ...PASSKEY, name: 'Old phone' } }),
      ...errors(SIGNED_IN_ERRORS, { 400: [PASSKEY_REPLIES.nameRequired], 404: [PASSKEY_REPLIES.notFound] }),
    },
  },
  'POST /usfw/passkeys/:id/remove': {
    tags,
    summary: 'Remove a passkey (sudo mode)',
    description: `${PROOF} Recorded as a \`passkey-removed\` security event and mailed to the account.`,
    security: BEARER,
    bodyExample: { currentPassword: 'a-long-password', code: '' },
    responses: {
      200: ok('Removed.', { msg: PASSKEY_REPLIES.removed }),
      ...errors(SIGNED_IN_ERRORS, PROOF_ERRORS, { 404: [PASSKEY_REPLIES.notFound] }),
    },
  },
  'POST /usfw/auth/passkey/options': {
    tags,
    summary: 'Start a passkey sign-in',
    description:
      'Without `challenge`: options for any passkey of this site (user verification required), completed by POST ' +
      '/usfw/auth/passkey: a sign-in without a password. With the `challenge` of a second step (login answered ' +
      "`secondStep` with factor `passkey`): options for that account's passkeys, completed by POST " +
      `/usfw/auth/second-step with \`passkey\`. ${HOW}`,
    security: PUBLIC,
    bodyExample: { challenge: '' },
    responses: {
      200: ok('Options for the browser.', {
        msg: PASSKEY_REPLIES.signInOptions,
        data: {
          rpId: 'csi.co.ke',
          challenge: CHALLENGE,
          allowCredentials: [],
          timeout: 120000,
          userVerification: 'required',
        },
      }),
      ...errors({
        400: [PASSKEY_REPLIES.noPasskeys],
        401: [FACTOR_REPLIES.badChallenge],
        429: [tooManyExample(PASSKEY_REPLIES.tooManyRequests)],
      }),
    },
  },
  'POST /usfw/auth/passkey': {
    tags,
    summary: 'Sign in with a passkey, without a password',
    description:
      "Checks the browser's answer: challenge (once), origin, RP ID, signature, user verification, and a signature " +
      'counter that went up (a counter that did not is refused: the passkey may have been copied). The session counts ' +
      'as signed in with two steps (`amr` `hwk`, `mfa`; enough for an administrator), starts in sudo mode, and is ' +
      'recorded as `passkey-used` and mailed to the account.',
    security: PUBLIC,
    bodyExample: { response: ASSERTION },
    responses: {
      200: ok('Signed in: the token is in data.jwt.', { msg: AUTH_REPLIES.loggedIn, data: { jwt: JWT_EXAMPLE } }),
      ...errors({ 401: PASSKEY_REFUSALS, 403: [AUTH_REPLIES.suspended] }),
    },
  },
};
