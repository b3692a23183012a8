import { errors, ok } from '../docResponses';
import { SIGNED_IN_ERRORS } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';

const tags = ['account'];

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
    summary: 'Change the password (every other token of the account stops working)',
    security: BEARER,
    bodyExample: { newPassword: 'a-new-long-password' },
    responses: {
      200: ok('Changed.', { msg: 'Password changed.' }),
      ...errors(SIGNED_IN_ERRORS, {
        400: ['Password is required.', 'Password must be at least 8 characters long.'],
      }),
    },
  },
  'GET /usfw/update/api-key': {
    tags,
    summary: 'Issue a new API key',
    security: BEARER,
    responses: {
      200: ok('The new key in data.api_key.', {
        msg: 'API key updated.',
        data: { api_key: 'csi_0123456789abcdef0123456789abcdef' },
      }),
      ...errors(SIGNED_IN_ERRORS),
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
  'GET /usfw/change-my-social-code': {
    tags,
    summary: 'Issue a new social code',
    security: BEARER,
    responses: {
      200: ok('The new code in data.social_code.', {
        msg: 'Social code updated.',
        data: { social_code: 'k3x9q2' },
      }),
      ...errors(SIGNED_IN_ERRORS),
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
