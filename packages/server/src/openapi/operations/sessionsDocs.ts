import { errors, ok } from '../docResponses';
import { SIGNED_IN_ERRORS } from '../commonErrors';
import { BEARER, type OperationDocs } from '../OperationDoc';

const tags = ['sessions'];

/** The signed-in user's sessions: every sign-in is one; ending one refuses its token on every instance. */
export const sessionsDocs: OperationDocs = {
  'GET /usfw/sessions': {
    tags,
    summary: "The account's open sessions, the current one first",
    description:
      'Each sign-in is a session with its device (the user agent summarised), address, place when known, start and ' +
      'last use (to the minute). `current` marks the session making the call.',
    security: BEARER,
    responses: {
      200: ok('The open sessions.', {
        msg: 'Sessions loaded.',
        data: [
          {
            id: '0f8c2a51-3b7e-4c1d-9a65-2e4b7d9c1f03',
            device: 'Chrome on Windows',
            address: '196.201.214.10',
            place: null,
            startedAt: '2026-03-02T08:14:00.000Z',
            lastUsedAt: '2026-03-02T09:40:00.000Z',
            current: true,
          },
        ],
      }),
      ...errors(SIGNED_IN_ERRORS),
    },
  },
  'DELETE /usfw/sessions/:sessionId': {
    tags,
    summary: 'Sign out one other session of the account',
    description: "The session's token is refused from its next call, on every instance. Recorded as session-ended.",
    security: BEARER,
    responses: {
      200: ok('Signed out.', { msg: 'Session signed out.' }),
      ...errors(SIGNED_IN_ERRORS, {
        400: ['This is the session you are using. Use Log out to end it.'],
        404: ['Session not found.'],
      }),
    },
  },
  'POST /usfw/sessions/end-others': {
    tags,
    summary: 'Sign out every other session of the account',
    description:
      'Ends every session but the calling one, and cuts off any other token of the account. Recorded as ' +
      'other-sessions-ended.',
    security: BEARER,
    responses: {
      200: ok('Signed out; data.ended counts them.', { msg: 'Other sessions signed out.', data: { ended: 2 } }),
      ...errors(SIGNED_IN_ERRORS),
    },
  },
};
