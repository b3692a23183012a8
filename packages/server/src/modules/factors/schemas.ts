import { Type, type Static } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';
import { authSchemas } from '../auth/schemas';
import { passkeySchemas } from '../passkeys/schemas';

const factorName = Type.Union([Type.Literal('totp'), Type.Literal('recoveryCode'), Type.Literal('passkey')], {
  description:
    '`totp`: a code of an authenticator app; `recoveryCode`: one of the recovery codes; `passkey`: a passkey (POST /usfw/auth/passkey/options with the challenge).',
});

/** The answer of a first step on an account with two-step sign-in (secondStep.ts SecondStepData). */
const secondStep = Type.Object({
  secondStep: Type.Object(
    {
      challenge: Type.String({ description: 'Send it back to POST /usfw/auth/second-step; single use.' }),
      factors: Type.Array(factorName, { description: 'The factors that complete this sign-in.' }),
      expiresAt: Type.Integer({ description: 'When the challenge expires, in seconds since the epoch.' }),
    },
    { description: 'Two-step sign-in: no token yet, complete the sign-in with a second factor.' },
  ),
});

/** Request and answer schemas of the second-factor calls. */
export const factorSchemas = {
  /** What a sign-in answers: a session, or the challenge of a second step. */
  signIn: Type.Union([...authSchemas.session.anyOf, secondStep]),
  secondStep,
  /** The second step of a sign-in. */
  secondStepBody: objectSchema({
    challenge: textField(2000),
    code: textField(20),
    recoveryCode: textField(40),
    passkey: Type.Optional(passkeySchemas.authenticationResponse),
  }),
  status: Type.Object({
    totp: Type.Boolean({ description: 'An authenticator app is set up and confirmed.' }),
    recoveryCodesLeft: Type.Integer({ description: 'Recovery codes not used yet.' }),
    passkeys: Type.Integer({ description: 'Passkeys on the account (each is a second factor too).' }),
    required: Type.Boolean({ description: 'The account must use two-step sign-in (administrators).' }),
    sessionUsedSecondFactor: Type.Boolean({ description: 'This session was signed in with a second factor.' }),
  }),
  totpSetup: Type.Object({
    secret: Type.String({ description: 'The base32 secret, for typing into an app; shown this once.' }),
    otpauthUri: Type.String({ description: 'The otpauth:// URI the QR code holds.' }),
    qrCode: Type.String({ description: 'The QR code of otpauthUri, as a data:image/svg+xml URL.' }),
  }),
  codeBody: objectSchema({ code: textField(20) }),
  /**
   * What opens sudo mode or turns a factor off: the current password, a code of the authenticator app, or the answer of
   * one of the account's passkeys to POST /usfw/two-factor/confirm/passkey-options.
   */
  proofBody: objectSchema({
    currentPassword: textField(200),
    code: textField(20),
    passkey: Type.Optional(passkeySchemas.authenticationResponse),
  }),
  recoveryCodes: Type.Object({
    recoveryCodes: Type.Array(Type.String(), { description: 'Ten single-use codes, shown this once.' }),
  }),
  /** Confirming the app: the recovery codes and the new session (signed in with the second factor). */
  enabled: Type.Object({
    recoveryCodes: Type.Array(Type.String(), { description: 'Ten single-use codes, shown this once.' }),
    jwt: Type.Optional(Type.String({ description: 'Bearer mode: the new token, signed in with the second factor.' })),
    role: Type.Optional(Type.String({ description: 'Cookie-session mode: the role.' })),
    exp: Type.Optional(Type.Integer({ description: 'Cookie-session mode: expiry in seconds since the epoch.' })),
  }),
};

export type SecondStepBody = Static<typeof factorSchemas.secondStepBody>;
