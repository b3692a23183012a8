/** The replies of the passkey calls, used verbatim by the routes, the site and the tests. */
export const PASSKEY_REPLIES = {
  list: 'Your passkeys.',
  registrationOptions: 'Create the passkey with your device, then send its answer to POST /usfw/passkeys.',
  added: 'Passkey added. You can sign in with it, and it counts as your second step after your password.',
  renamed: 'Passkey renamed.',
  removed: 'Passkey removed.',
  notFound: 'No such passkey on your account.',
  nameRequired: 'Name the passkey, for example after the device that holds it.',
  tooMany: 'An account can hold at most 20 passkeys. Remove one you no longer use first.',
  signInOptions: 'Use your passkey, then send its answer to POST /usfw/auth/passkey.',
  ceremonyExpired: 'The passkey request expired or was already used. Try again.',
  notRecognised: 'This passkey is not recognised. Use another one, or sign in with your password.',
  refused: 'The passkey could not be verified. Try again, or use another way to sign in.',
  replayed:
    'The passkey answered with a signature counter that went backwards: it may have been copied. Sign in another way and remove it.',
  noPasskeys: 'This account has no passkey. Use another way to complete the sign-in.',
  tooManyRequests: 'Too many passkey requests from this address. Wait a few minutes and try again.',
  alreadyAdded: 'This passkey is already on your account.',
} as const;

/** The most passkeys one account holds (a bound on the list and on the options the server sends). */
export const MAX_PASSKEYS = 20;
