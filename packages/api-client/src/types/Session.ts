/** One open session of the account (GET usfw/sessions). */
export interface Session {
  id: string;
  /** The user agent summarised, e.g. "Chrome on Windows". */
  device: string;
  address: string;
  /** Where the address is, when known. */
  place: string | null;
  /** ISO date-time. */
  startedAt: string;
  /** ISO date-time, to the minute. */
  lastUsedAt: string;
  /** True for the session making the call. */
  current: boolean;
}
