import { errors, ok } from '../docResponses';
import { ADMIN_ERRORS } from '../commonErrors';
import { BEARER, type OperationDocs } from '../OperationDoc';

const tags = ['admin'];

/** User administration (admin role). */
export const adminDocs: OperationDocs = {
  'GET /usfw/a/get-all-users': {
    tags,
    summary: 'List every user (admin)',
    security: BEARER,
    responses: {
      200: ok('The users, oldest first.'),
      ...errors(ADMIN_ERRORS),
    },
  },
  'GET /usfw/a/manage-activation/:userId/:action': {
    tags,
    summary: 'Activate or deactivate an account (admin)',
    security: BEARER,
    responses: {
      200: ok('Done: "Account activated." or "Account deactivated."', { msg: 'Account deactivated.' }),
      ...errors(ADMIN_ERRORS, {
        400: [
          'You cannot deactivate your own account.',
          'Invalid request: action must be equal to one of the allowed values.',
        ],
        404: ['User not found.'],
      }),
    },
  },
};
