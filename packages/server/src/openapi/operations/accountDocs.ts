import { COMMON_PASSWORD_MESSAGE, CURRENT_PASSWORD_MESSAGES } from '@csi/api-client';
import { errors, ok } from '../docResponses';
import { SIGNED_IN_ERRORS, tooManyExample } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';

const tags = ['account'];

/** The refusals of a sensitive change's current-password check (wrong tries count with failed logins). */
const CURRENT_PASSWORD_ERRORS = {
  400: [CURRENT_PASSWORD_MESSAGES.required],
  401: [CURRENT_PASSWORD_MESSAGES.wrong],
  429: [tooManyExample('Too many failed login attempts.')],
} as const;

/** What every sensitive change does beside its own effect. */
const SENSITIVE_CHANGE =
  'Needs the current password. The change signs out every other session of the account (their tokens answer 401; ' +
  "this one stays valid) and is mailed to the account's address with its time and the caller's address.";

/** The spec's GET of a sensitive change, which cannot carry the current password. */
const refusedGet = (what: string, post: string) => ({
  tags,
  summary: `Refused: issuing a new ${what} needs the current password (${post})`,
  description: `Kept at the spec's path so older clients get a clear answer; use ${post} with { currentPassword }.`,
  security: BEARER,
  responses: {
    200: ok('Never: always refused.'),
    ...errors(SIGNED_IN_ERRORS, { 400: [CURRENT_PASSWORD_MESSAGES.required] }),
  },
});

/** The signed-in user's profile, picture, password, API key and social code, and the public profile search. */
export const accountDocs: OperationDocs = {
  'GET /usfw/my-profile': {
    tags,
    summary: "The signed-in user's profile",
    security: BEARER,
    responses: { 200: ok('The profile.'), ...errors(SIGNED_IN_ERRORS) },
  },
  'PUT /usfw/update/profile-picture': {
    tags,
    summary: 'Set the profile picture: an image this account uploaded with POST /images/upload',
    security: BEARER,
    bodyExample: { img: '/images/3f9a0c2b7d4e41a8b6c5d0e9f1a2b3c4.jpg' },
    responses: {
      200: ok('Saved.', { msg: 'Profile picture updated.' }),
      ...errors(SIGNED_IN_ERRORS, {
        400: [
          'Upload the picture here; pictures from other sites are not accepted.',
          'This picture is not one of your uploads. Upload the picture again.',
        ],
      }),
    },
  },
  'PUT /usfw/update/profile-basic-d': {
    tags,
    summary: 'Update the basic profile details',
    description: 'Answers a fresh token in data.jwt, which the client stores.',
    security: BEARER,
    bodyExample: {
      username: 'jane',
      gender: 'Female',
      dateOfBirth: '1990-04-01',
      phoneNumber: '+254700000000',
      fullName: 'Jane Doe',
    },
    responses: {
      200: ok('Saved; a fresh token.', {
        msg: 'Profile updated.',
        data: { jwt: 'eyJhbGciOiJIUzI1NiJ9.e30.c2ln' },
      }),
      ...errors(SIGNED_IN_ERRORS, {
        400: [
          'Username is required.',
          'Gender must be Male, Female or Other.',
          'Date of birth must be a valid past date (YYYY-MM-DD).',
          'Please enter a valid phone number (6-20 digits, international format accepted)',
        ],
      }),
    },
  },
  'PUT /usfw/change-my-password': {
    tags,
    summary: 'Change the password (needs the current one; signs out the other sessions)',
    description:
      `${SENSITIVE_CHANGE} Both passwords are trimmed. The new one needs 8 characters and must not be a common or ` +
      'breached password. A session signed in by a one-time code in the last 15 minutes (recovery) may leave ' +
      'currentPassword empty.',
    security: BEARER,
    bodyExample: { currentPassword: 'my-current-password', newPassword: 'a-new-long-password' },
    responses: {
      200: ok('Changed.', { msg: 'Password changed.' }),
      ...errors(SIGNED_IN_ERRORS, CURRENT_PASSWORD_ERRORS, {
        400: ['Password is required.', 'Password must be at least 8 characters long.', COMMON_PASSWORD_MESSAGE],
      }),
    },
  },
  'GET /usfw/update/api-key': refusedGet('API key', 'POST /usfw/update/api-key'),
  'POST /usfw/update/api-key': {
    tags,
    summary: 'Issue a new API key (needs the current password)',
    description: SENSITIVE_CHANGE,
    security: BEARER,
    bodyExample: { currentPassword: 'my-current-password' },
    responses: {
      200: ok('The new key in data.api_key.', {
        msg: 'API key updated.',
        data: { api_key: 'csi_0123456789abcdef0123456789abcdef' },
      }),
      ...errors(SIGNED_IN_ERRORS, CURRENT_PASSWORD_ERRORS),
    },
  },
  'GET /usfw/update/api-key/update-usage': {
    tags,
    summary: 'Toggle the API key between active and blocked (revoked)',
    security: BEARER,
    responses: {
      200: ok('The new state as msg: "API key blocked." or "API key unblocked."', {
        msg: 'API key blocked.',
      }),
      ...errors(SIGNED_IN_ERRORS),
    },
  },
  'GET /usfw/change-my-social-code': refusedGet('social code', 'POST /usfw/change-my-social-code'),
  'POST /usfw/change-my-social-code': {
    tags,
    summary: 'Issue a new social code (needs the current password)',
    description: SENSITIVE_CHANGE,
    security: BEARER,
    bodyExample: { currentPassword: 'my-current-password' },
    responses: {
      200: ok('The new code in data.social_code.', {
        msg: 'Social code updated.',
        data: { social_code: '0123456789abcdef' },
      }),
      ...errors(SIGNED_IN_ERRORS, CURRENT_PASSWORD_ERRORS),
    },
  },
  'GET /usfw/p/search-user/:code': {
    tags: ['social'],
    summary: 'The shared profile preview of a social code',
    security: PUBLIC,
    responses: {
      200: ok('Found.', {
        msg: 'Profile found.',
        data: { profile_url: '/images/3f9a0c2b7d4e41a8b6c5d0e9f1a2b3c4.jpg', profile_name: 'Jane Doe' },
      }),
      ...errors({ 404: ['No profile was found for this social code.'] }),
    },
  },
};
