import { Type } from 'typebox';

/** Request and answer schemas of the sessions calls. */
export const sessionSchemas = {
  /** One open session of the account. */
  session: Type.Object({
    id: Type.String({ description: 'The session id (a UUID).' }),
    device: Type.String({ description: 'The user agent summarised, e.g. "Chrome on Windows".' }),
    address: Type.String({ description: 'The client address it signed in from.' }),
    place: Type.Union([Type.String(), Type.Null()], { description: 'Where the address is, when known.' }),
    startedAt: Type.String({ format: 'date-time' }),
    lastUsedAt: Type.String({ format: 'date-time', description: 'Last call of the session (to the minute).' }),
    current: Type.Boolean({ description: 'True for the session making this call.' }),
  }),
  params: Type.Object({
    sessionId: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' }),
  }),
  othersEnded: Type.Object({ ended: Type.Integer({ description: 'How many sessions were signed out.' }) }),
};
