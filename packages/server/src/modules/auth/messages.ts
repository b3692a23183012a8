/** The replies of the auth calls, used verbatim by the routes and the tests. */
export const AUTH_REPLIES = {
  registered: 'Registration successful.',
  duplicateEmail: 'An account with this email already exists.',
  loggedIn: 'Login successful.',
  badCredentials: 'Invalid email or password.',
  suspended: 'Account is suspended. Please contact support.',
  codeSent: 'A one-time code has been sent to your email.',
  badCode: 'Invalid or expired code.',
  tooManyCodeTries: 'Too many wrong attempts. Request a new code.',
  tooManyCodeRequests: 'Too many code requests.',
  tooManyCodeGuesses: 'Too many one-time code attempts.',
  tooManyRegistrations: 'Too many accounts were registered from your address.',
  codeAccepted: 'Code verified. You are now logged in.',
  loggedOut: 'Logged out.',
} as const;
