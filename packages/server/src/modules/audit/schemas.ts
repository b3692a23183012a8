import { Type } from 'typebox';

const jsonObject = Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]);
const date = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A day, YYYY-MM-DD (UTC).' });

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
  activityQuery: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) }),
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
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  }),
};
