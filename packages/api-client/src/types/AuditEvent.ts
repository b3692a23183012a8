/** One security event of the signed-in account (GET usfw/security-activity). */
export interface SecurityActivity {
  /** ISO date-time. */
  at: string;
  /** e.g. sign-in, sign-in-failed, password-changed, api-key-changed, session-ended, other-sessions-ended. */
  kind: string;
  address: string | null;
  device: string | null;
  details: Record<string, unknown> | null;
}

/** One entry of the administrators' audit log (GET usfw/a/audit-log). */
export interface AuditLogEntry extends SecurityActivity {
  id: string;
  actorId: number | null;
  actorEmail: string | null;
  userId: number | null;
  targetType: string | null;
  targetId: string | null;
  /** The changed fields before an admin action (null when it created the record). */
  before: Record<string, unknown> | null;
  /** The changed fields after it (null when it removed the record). */
  after: Record<string, unknown> | null;
  requestId: string | null;
}

/** Filters of the audit log and of its CSV export. */
export interface AuditLogFilter {
  /** Part of the actor's e-mail, any case. */
  actor?: string;
  /** The exact kind, e.g. api.update. */
  kind?: string;
  /** First day, YYYY-MM-DD (UTC). */
  from?: string;
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to?: string;
  /** At most this many entries (1 to 500; the list only). */
  limit?: number;
}
