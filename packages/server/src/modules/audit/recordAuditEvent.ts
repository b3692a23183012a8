import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientAddress } from '../../lib/clientAddress';
import { describeDevice } from '../sessions/describeDevice';

/** One entry of the audit trail (see the audit_events table in db/schema.ts). */
export interface AuditEvent {
  /** What happened: a SecurityEventKind or an AdminActionKind. */
  kind: string;
  /** Who did it; null when nobody is known (a failed sign-in). */
  actorId: number | null;
  /** The account the event concerns (its Security Overview lists it), if any. */
  userId: number | null;
  target?: { type: string; id: string | number };
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  details?: Record<string, unknown>;
}

const json = (value: Record<string, unknown> | undefined): string | null =>
  value === undefined ? null : JSON.stringify(value);

/**
 * Appends one entry to the audit trail with the request's client address, device and request id. The one function
 * that writes audit_events (recordSecurityEvent and recordAdminAction call it); the table refuses any change of a
 * written row (migration 003).
 */
export async function recordAuditEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  event: AuditEvent,
): Promise<void> {
  await app.db
    .insertInto('auditEvents')
    .values({
      kind: event.kind,
      actorId: event.actorId,
      userId: event.userId,
      targetType: event.target?.type ?? null,
      targetId: event.target === undefined ? null : String(event.target.id),
      before: json(event.before),
      after: json(event.after),
      details: json(event.details),
      address: clientAddress(request),
      device: describeDevice(request.headers['user-agent']),
      requestId: request.id,
    })
    .execute();
}
