import { Type } from 'typebox';
import { wholeNumber } from '../../lib/wholeNumber';

const jsonObject = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);
const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day, YYYY-MM-DD (UTC).' });

/** How many rows the account activity and the audit log list by default and at most. */
export const AUDIT_LIMITS = {
  activity: { fallback: 50, max: 200 },
  log: { fallback: 100, max: 500 },
} as const;

/** The msgs of a bad `limit` (400). */
export const AUDIT_LIMIT_MESSAGES = {
  activity: `limit must be a whole number from 1 to ${AUDIT_LIMITS.activity.max}.`,
  log: `limit must be a whole number from 1 to ${AUDIT_LIMITS.log.max}.`,
} as const;

/** The `limit` of a query of `list` (its default when absent), else 400. */
export const auditLimit = (list: keyof typeof AUDIT_LIMITS, text: string | undefined): number =>
  wholeNumber(text, AUDIT_LIMITS[list].fallback, 1, AUDIT_LIMITS[list].max, AUDIT_LIMIT_MESSAGES[list]);

/** Request and answer schemas of the account activity and the audit log. */
export const auditSchemas = {
  /** One security event of the caller's account (Security Overview). */
  activity: Type.Object({
    at: Type.String({ format: 'date-time' }),
    kind: Type.String({ description: 'e.g. sign-in, sign-in-failed, password-changed, session-ended.' }),
    address: Type.Union([Type.String(), Type.Null()]),
    device: Type.Union([Type.String(), Type.Null()]),
    details: jsonObject,
  }),
  // Strings: the server does not coerce query strings; the routes read them with auditLimit.
  activityQuery: Type.Object({
    limit: Type.Optional(
      Type.String({ description: `Events to list, 1 to ${AUDIT_LIMITS.activity.max}.`, default: '50' }),
    ),
  }),
  /** One entry of the audit log. */
  entry: Type.Object({
    id: Type.String(),
    at: Type.String({ format: 'date-time' }),
    kind: Type.String({ description: 'A security event (sign-in ...) or an admin action (user.deactivate ...).' }),
    actorId: Type.Union([Type.Integer(), Type.Null()]),
    actorEmail: Type.Union([Type.String(), Type.Null()]),
    userId: Type.Union([Type.Integer(), Type.Null()]),
    targetType: Type.Union([Type.String(), Type.Null()]),
    targetId: Type.Union([Type.String(), Type.Null()]),
    before: jsonObject,
    after: jsonObject,
    details: jsonObject,
    address: Type.Union([Type.String(), Type.Null()]),
    device: Type.Union([Type.String(), Type.Null()]),
    requestId: Type.Union([Type.String(), Type.Null()]),
  }),
  /** Filters of the audit log (and of its CSV). */
  logQuery: Type.Object({
    actor: Type.Optional(Type.String({ maxLength: 254, description: "Part of the actor's e-mail." })),
    kind: Type.Optional(Type.String({ maxLength: 64, description: 'The exact kind, e.g. api.update.' })),
    from: Type.Optional(date),
    to: Type.Optional(date),
    limit: Type.Optional(
      Type.String({ description: `Entries to list, 1 to ${AUDIT_LIMITS.log.max}.`, default: '100' }),
    ),
  }),
};
