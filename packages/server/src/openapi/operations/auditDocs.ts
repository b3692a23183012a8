import { errors, ok, plain } from '../docResponses';
import { ADMIN_ERRORS, SIGNED_IN_ERRORS } from '../commonErrors';
import { BEARER, type OperationDocs } from '../OperationDoc';

const FILTER_ERRORS = {
  400: ['The from date is not a real day (YYYY-MM-DD).', 'The from date must not be after the to date.'],
} as const;

/** The account's security events and the administrators' audit log; both are read only. */
export const auditDocs: OperationDocs = {
  'GET /usfw/security-activity': {
    tags: ['account'],
    summary: "The account's security events, newest first (Security Overview)",
    description:
      'Sign-ins and failed sign-ins, password, API key and social code changes, sessions ended, two-step sign-in ' +
      'changes, each with time, address and device. `limit` (1 to 200, default 50).',
    security: BEARER,
    responses: {
      200: ok('The events.', {
        msg: 'Account activity loaded.',
        data: [
          {
            at: '2026-03-02T08:14:00.000Z',
            kind: 'sign-in',
            address: '196.201.214.10',
            device: 'Chrome on Windows',
            details: { method: 'pwd' },
          },
        ],
      }),
      ...errors(SIGNED_IN_ERRORS),
    },
  },
  'GET /usfw/a/audit-log': {
    tags: ['admin'],
    summary: 'The audit log: security events of every account and every admin action (admin)',
    description:
      "Newest first. Filters: `actor` (part of the actor's e-mail), `kind` (exact, e.g. api.update), `from` and `to` " +
      '(days, inclusive, UTC), `limit` (1 to 500, default 100). Admin actions carry the fields they changed, before ' +
      'and after. The log is append-only: no call changes it.',
    security: BEARER,
    responses: {
      200: ok('The entries.', {
        msg: '1 entries.',
        data: [
          {
            id: '42',
            at: '2026-03-02T08:20:00.000Z',
            kind: 'api.update',
            actorId: 1,
            actorEmail: 'admin@csi.example',
            userId: null,
            targetType: 'api',
            targetId: '3',
            before: { costMicro: '125' },
            after: { costMicro: '1500000' },
            details: null,
            address: '196.201.214.10',
            device: 'Firefox on Linux',
            requestId: 'b7c1f0e2-6a0c-4d52-9d3e-0d1f2a3b4c5d',
          },
        ],
      }),
      ...errors(ADMIN_ERRORS, FILTER_ERRORS),
    },
  },
  'GET /usfw/a/audit-log/csv': {
    tags: ['admin'],
    summary: 'The filtered audit log as a CSV file (admin)',
    description:
      'The filters of GET /usfw/a/audit-log (at most 50 000 rows, newest first). RFC 4180 quoting; a cell starting ' +
      'with = + - @, a tab or a carriage return is prefixed with an apostrophe so a spreadsheet shows it as text.',
    security: BEARER,
    responses: {
      200: plain('The CSV (attachment audit-log.csv).', { type: 'string' }, 'text/csv'),
      ...errors(ADMIN_ERRORS, FILTER_ERRORS),
    },
  },
};
