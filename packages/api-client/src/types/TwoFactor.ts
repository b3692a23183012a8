import type { PasskeyAuthenticationResponse } from './Passkey';

/** A factor that completes a second sign-in step: a code of an authenticator app, a recovery code, or a passkey. */
export type SecondFactor = 'totp' | 'recoveryCode' | 'passkey';

/**
 * What login and the one-time code answer (200) on an account with two-step sign-in: no token, a challenge to send
 * with a second factor to `twoFactor.completeSignIn` (five minutes, single use).
 */
export interface SecondStepData {
  secondStep: { challenge: string; factors: SecondFactor[]; expiresAt: number };
}

/** True when a sign-in answered the challenge of a second step rather than a session. */
export const isSecondStep = (data: unknown): data is SecondStepData =>
  typeof data === 'object' && data !== null && 'secondStep' in data;

/** The second step: the challenge with a code of the app, a recovery code, or a passkey's answer. */
export interface SecondStepPayload {
  challenge: string;
  code?: string;
  recoveryCode?: string;
  /** The answer to `passkeys.signInOptions(challenge)`. */
  passkey?: PasskeyAuthenticationResponse;
}

/** The account's two-step sign-in (GET usfw/two-factor/). */
export interface TwoFactorStatus {
  totp: boolean;
  recoveryCodesLeft: number;
  /** Passkeys on the account (each counts as a second factor). */
  passkeys: number;
  /** The account must use two-step sign-in (administrators). */
  required: boolean;
  /** This session was signed in with a second factor. */
  sessionUsedSecondFactor: boolean;
}

/** A new authenticator secret: for typing in, as an otpauth:// URI, and as a QR code (data: URL of an SVG). */
export interface TotpSetup {
  secret: string;
  otpauthUri: string;
  qrCode: string;
}

/** Proof for sudo mode: the current password, a code of the app or a passkey (all empty while sudo mode is open). */
export interface IdentityProof {
  currentPassword?: string;
  code?: string;
  /** The answer of one of the account's passkeys to `twoFactor.passkeyConfirmOptions()`. */
  passkey?: PasskeyAuthenticationResponse;
}

/** Ten single-use recovery codes, shown once. */
export interface RecoveryCodesData {
  recoveryCodes: string[];
}
