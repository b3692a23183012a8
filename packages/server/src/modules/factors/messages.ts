/** The replies of the second-factor calls, used verbatim by the routes, the site and the tests. */
export const FACTOR_REPLIES = {
  status: 'Two-step sign-in status.',
  totpStarted: 'Scan the QR code or type the secret into your authenticator app, then send a code from it.',
  totpEnabled: 'Two-step sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.',
  totpDisabled: 'Two-step sign-in is off.',
  alreadyEnabled: 'Two-step sign-in is already on. Turn it off first to set up a new authenticator app.',
  notStarted: 'Start the set-up of an authenticator app first.',
  notEnabled: 'Two-step sign-in is not on.',
  badCode: 'The code is wrong or was already used. Wait for a new code from your authenticator app.',
  badRecoveryCode: 'The recovery code is wrong or was already used.',
  codeRequired: 'Send a code from your authenticator app or a recovery code.',
  tooManyGuesses: 'Too many two-step sign-in attempts.',
  recoveryCodesIssued: 'New recovery codes. The old ones no longer work; these are shown only once.',
  secondStepRequired:
    'Two-step sign-in: send the challenge with a code from your authenticator app or a recovery code to POST /usfw/auth/second-step.',
  badChallenge: 'The sign-in expired or was already completed. Sign in again.',
  confirmed: 'Identity confirmed.',
  proofRequired: 'Send your current password, a code from your authenticator app, or a passkey.',
  confirmPasskeyOptions: 'Use your passkey, then send its answer to POST /usfw/two-factor/confirm.',
  noPasskeyToConfirm: 'Your account has no passkey. Confirm with your password or a code from your authenticator app.',
} as const;
