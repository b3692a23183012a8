/** A passkey of the account (GET usfw/passkeys). */
export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  /** The name the user gave it. */
  name: string;
  /** ISO date-time. */
  createdAt: string;
  /** ISO date-time of the last sign-in with it; null before the first. */
  lastUsedAt: string | null;
  /** Synced to the user's other devices (a multi-device passkey). */
  backedUp: boolean;
}

/** How a browser reaches an authenticator (WebAuthn AuthenticatorTransport). */
export type PasskeyTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';

/** A passkey named in options (WebAuthn PublicKeyCredentialDescriptorJSON). */
export interface PasskeyDescriptor {
  id: string;
  type: 'public-key';
  transports?: PasskeyTransport[];
}

type Requirement = 'discouraged' | 'preferred' | 'required';

/**
 * Options for creating a passkey (WebAuthn PublicKeyCredentialCreationOptionsJSON, base64url fields): pass them to
 * `startRegistration({ optionsJSON })` of @simplewebauthn/browser.
 */
export interface PasskeyCreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { alg: number; type: 'public-key' }[];
  timeout?: number;
  excludeCredentials?: PasskeyDescriptor[];
  authenticatorSelection?: {
    authenticatorAttachment?: 'platform' | 'cross-platform';
    residentKey?: Requirement;
    requireResidentKey?: boolean;
    userVerification?: Requirement;
  };
  attestation?: 'direct' | 'enterprise' | 'indirect' | 'none';
  hints?: ('client-device' | 'hybrid' | 'security-key')[];
  extensions?: { credProps?: boolean };
}

/**
 * Options for signing in with a passkey (WebAuthn PublicKeyCredentialRequestOptionsJSON): pass them to
 * `startAuthentication({ optionsJSON })` of @simplewebauthn/browser.
 */
export interface PasskeyRequestOptions {
  challenge: string;
  rpId?: string;
  timeout?: number;
  allowCredentials?: PasskeyDescriptor[];
  userVerification?: Requirement;
  hints?: ('client-device' | 'hybrid' | 'security-key')[];
}

/** What the browser answers to creation options (startRegistration's RegistrationResponseJSON). */
export interface PasskeyRegistrationResponse {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: object;
  response: { clientDataJSON: string; attestationObject: string; transports?: string[] };
}

/** What the browser answers to request options (startAuthentication's AuthenticationResponseJSON). */
export interface PasskeyAuthenticationResponse {
  id: string;
  rawId: string;
  type: 'public-key';
  authenticatorAttachment?: 'platform' | 'cross-platform';
  clientExtensionResults: object;
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
}
