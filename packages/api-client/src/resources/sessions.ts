import type { ApiRequest, CallOptions } from '../request';
import type { Envelope } from '../types/Envelope';
import type { Session } from '../types/Session';

/** The signed-in account's sessions (auth). */
export function createSessionsResource(request: ApiRequest) {
  return {
    /** The open sessions, the current one first (GET usfw/sessions). */
    list: (options?: CallOptions) => request<Envelope<Session[]>>({ path: 'usfw/sessions', auth: true }, options),
    /** Signs out one other session (DELETE usfw/sessions/{id}). */
    end: (sessionId: string, options?: CallOptions) =>
      request<Envelope<null>>(
        { method: 'DELETE', path: `usfw/sessions/${encodeURIComponent(sessionId)}`, auth: true },
        options,
      ),
    /** Signs out every other session (POST usfw/sessions/end-others). */
    endOthers: (options?: CallOptions) =>
      request<Envelope<{ ended: number }>>({ method: 'POST', path: 'usfw/sessions/end-others', auth: true }, options),
  };
}

/** The sessions resource of a client. */
export type SessionsResource = ReturnType<typeof createSessionsResource>;
