import { COMMON_PASSWORD_MESSAGE } from '@csi/api-client';
import { AUTH_REPLIES } from '../../modules/auth/messages';
import { errors, ok } from '../docResponses';
import { PUBLIC, BEARER, type OperationDocs } from '../OperationDoc';
import { SIGNED_IN_ERRORS, tooManyExample } from '../commonErrors';
import { SECOND_STEP_ANSWER } from './twoFactorDocs';

const JWT_EXAMPLE = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlcyI6WyJ1c2VyIl0sImV4cCI6MTc2NDAwMDAwMH0.c2lnbmF0dXJl';
const signedIn = (msg: string) => ok('Signed in: the token is in data.jwt.', { msg, data: { jwt: JWT_EXAMPLE } });
const tags = ['auth'];

/** Registration, login, one-time codes and logout (spec section 7, Authentication). */
export const authDocs: OperationDocs = {
  'POST /usfw/auth/register': {
    tags,
    summary: 'Register an account',
    description:
      'The site fills username and fullName with the part of the e-mail before @ and address with a placeholder. ' +
      'The password is trimmed, then needs 8 characters and must not be a common or breached password.',
    security: PUBLIC,
    bodyExample: {
      username: 'jane',
      email: 'jane@example.com',
      password: 'a-long-password',
      fullName: 'jane',
      country: 'Kenya',
      address: 'Not set',
    },
    responses: {
      201: signedIn(AUTH_REPLIES.registered),
      ...errors({
        400: [
          'Email is required.',
          'Invalid email format.',
          'Password is required.',
          'Password must be at least 8 characters long.',
          COMMON_PASSWORD_MESSAGE,
        ],
        409: [AUTH_REPLIES.duplicateEmail],
        429: [tooManyExample(AUTH_REPLIES.tooManyRegistrations)],
      }),
    },
  },
  'POST /usfw/auth/login': {
    tags,
    summary: 'Sign in with e-mail and password',
    security: PUBLIC,
    bodyExample: { username: 'jane@example.com', password: 'a-long-password' },
    responses: {
      200: SECOND_STEP_ANSWER,
      ...errors({
        401: [AUTH_REPLIES.badCredentials],
        403: [AUTH_REPLIES.suspended],
        429: [tooManyExample('Too many failed login attempts.')],
      }),
    },
  },
  'PUT /usfw/auth/account-activate-recover': {
    tags,
    summary: 'Send a one-time code to an e-mail address',
    security: PUBLIC,
    bodyExample: { email: 'jane@example.com' },
    responses: {
      200: ok('The code was sent (when the address has an account).', { msg: AUTH_REPLIES.codeSent }),
      ...errors({
        400: ['Email is required.', 'Invalid email format.'],
        429: [tooManyExample(AUTH_REPLIES.tooManyCodeRequests)],
      }),
    },
  },
  'POST /usfw/auth/activate-account': {
    tags,
    summary: 'Sign in with a one-time code (verifies the e-mail)',
    security: PUBLIC,
    bodyExample: { email: 'jane@example.com', activationCode: '12345678' },
    responses: {
      200: SECOND_STEP_ANSWER,
      ...errors({
        400: [AUTH_REPLIES.badCode],
        403: [AUTH_REPLIES.suspended],
        429: [AUTH_REPLIES.tooManyCodeTries, tooManyExample(AUTH_REPLIES.tooManyCodeGuesses)],
      }),
    },
  },
  'POST /api/logout': {
    tags,
    summary: 'Log out: revoke the token and clear the session cookies',
    security: BEARER,
    responses: { 200: ok('Logged out.', { msg: AUTH_REPLIES.loggedOut }), ...errors(SIGNED_IN_ERRORS) },
  },
};
