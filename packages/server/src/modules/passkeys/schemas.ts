import { Type, type Static } from 'typebox';
import { objectSchema } from '../../lib/objectSchema';
import { textField } from '../../lib/textField';

const base64url = (maxLength: number, description: string) =>
  Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$', description });

const attachment = Type.Union([Type.Literal('platform'), Type.Literal('cross-platform')], {
  description: 'Whether the authenticator is built into the device or separate from it.',
});

/** The extensions' outputs; this server asks for none it reads, so they are taken as they come and not passed on. */
const extensionResults = Type.Unknown({ description: 'What the extensions answered (getClientExtensionResults()).' });

const transports = Type.Array(Type.String({ maxLength: 20 }), {
  maxItems: 10,
  description: 'How the browser reaches the authenticator (usb, nfc, ble, hybrid, internal).',
});

/** A browser's answer to navigator.credentials.create, as @simplewebauthn/browser's startRegistration gives it. */
const registrationResponse = Type.Object(
  {
    id: base64url(1400, 'The credential id.'),
    rawId: base64url(1400, 'The credential id, again.'),
    type: Type.Literal('public-key'),
    authenticatorAttachment: Type.Optional(attachment),
    clientExtensionResults: extensionResults,
    response: Type.Object({
      clientDataJSON: base64url(4000, 'The client data the browser signed over.'),
      attestationObject: base64url(32_000, 'The attestation object (format none, packed, ...).'),
      transports: Type.Optional(transports),
    }),
  },
  { description: 'What @simplewebauthn/browser startRegistration() answers (RegistrationResponseJSON).' },
);

/** A browser's answer to navigator.credentials.get (AuthenticationResponseJSON). */
const authenticationResponse = Type.Object(
  {
    id: base64url(1400, 'The credential id.'),
    rawId: base64url(1400, 'The credential id, again.'),
    type: Type.Literal('public-key'),
    authenticatorAttachment: Type.Optional(attachment),
    clientExtensionResults: extensionResults,
    response: Type.Object({
      clientDataJSON: base64url(4000, 'The client data the authenticator signed over.'),
      authenticatorData: base64url(4000, 'The authenticator data.'),
      signature: base64url(1000, 'The signature over authenticator data and client data hash.'),
      userHandle: Type.Optional(base64url(200, 'The account handle of a discoverable passkey.')),
    }),
  },
  { description: 'What @simplewebauthn/browser startAuthentication() answers (AuthenticationResponseJSON).' },
);

/** Options for the browser, passed as they are to @simplewebauthn/browser (fields follow WebAuthn Level 3 JSON). */
const ceremonyOptions = (description: string) =>
  Type.Object(
    { challenge: Type.String({ description: 'Single use, five minutes.' }) },
    {
      additionalProperties: true,
      description,
    },
  );

const passkey = Type.Object({
  id: Type.String({ description: 'The credential id (base64url).' }),
  name: Type.String({ description: 'The name the user gave it.' }),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'Last sign-in with it.' }),
  backedUp: Type.Boolean({ description: 'Synced to other devices (a multi-device passkey).' }),
});

/** Request and answer schemas of the passkey calls. */
export const passkeySchemas = {
  passkey,
  list: Type.Array(passkey),
  registrationOptions: ceremonyOptions(
    'PublicKeyCredentialCreationOptionsJSON: pass to startRegistration({ optionsJSON }) of @simplewebauthn/browser.',
  ),
  authenticationOptions: ceremonyOptions(
    'PublicKeyCredentialRequestOptionsJSON: pass to startAuthentication({ optionsJSON }) of @simplewebauthn/browser.',
  ),
  registrationResponse,
  authenticationResponse,
  register: objectSchema({ name: textField(60, 'Name'), response: registrationResponse }),
  rename: objectSchema({ name: textField(60, 'Name') }),
  idParams: objectSchema({ id: Type.String({ maxLength: 1400 }) }),
  /** Options of a sign-in: with a second-step challenge, for that account's passkeys; without, any passkey. */
  signInOptionsBody: objectSchema({ challenge: textField(2000) }),
  signInBody: objectSchema({ response: authenticationResponse }),
};

export type RegistrationResponseBody = Static<typeof registrationResponse>;
export type AuthenticationResponseBody = Static<typeof authenticationResponse>;
