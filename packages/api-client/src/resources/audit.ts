import type { ApiRequest, CallOptions } from '../request';
import type { AuditLogEntry, AuditLogFilter, SecurityActivity } from '../types/AuditEvent';
import type { Envelope } from '../types/Envelope';

/** The filters as query parameters, leaving out the empty ones. */
const filterParams = (filter: AuditLogFilter): Record<string, string | number> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

/** The account's security events and the administrators' audit log (auth). */
export function createAuditResource(request: ApiRequest) {
  return {
    /** The signed-in account's security events, newest first (GET usfw/security-activity). */
    myActivity: (limit?: number, options?: CallOptions) =>
      request<Envelope<SecurityActivity[]>>(
        { path: 'usfw/security-activity', auth: true, params: limit === undefined ? undefined : { limit } },
        options,
      ),
    /** The audit log, newest first, filtered (GET usfw/a/audit-log, admin). */
    log: (filter: AuditLogFilter = {}, options?: CallOptions) =>
      request<Envelope<AuditLogEntry[]>>(
        { path: 'usfw/a/audit-log', auth: true, params: filterParams(filter) },
        options,
      ),
    /** The filtered audit log as CSV text (GET usfw/a/audit-log/csv, admin). */
    logCsv: (filter: Omit<AuditLogFilter, 'limit'> = {}, options?: CallOptions) =>
      request<string>(
        { path: 'usfw/a/audit-log/csv', auth: true, params: filterParams(filter), responseType: 'text' },
        options,
      ),
  };
}

/** The audit resource of a client. */
export type AuditResource = ReturnType<typeof createAuditResource>;
