import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAuditEvent } from './recordAuditEvent';

/** What happened to an account, as its Security Overview and the audit log name it. */
export type SecurityEventKind =
  | 'sign-in'
  | 'sign-in-failed'
  | 'second-step-failed'
  | 'confirm-identity-failed'
  | 'password-changed'
  | 'api-key-changed'
  | 'social-code-changed'
  | 'session-ended'
  | 'other-sessions-ended'
  | 'two-step-on'
  | 'two-step-off'
  | 'passkey-added'
  | 'passkey-removed'
  | 'passkey-used'
  | 'recovery-code-used'
  | 'recovery-codes-created'
  | 'factors-reset';

/** Events of a sign-in that did not complete: nobody proved who they are, so they have no actor. */
const UNPROVEN: ReadonlySet<SecurityEventKind> = new Set(['sign-in-failed', 'second-step-failed']);

/**
 * Records a security event of the account `userId`, with the request's address, device and request id. The account's
 * holder is its actor, except for a failed sign-in or second step (nobody proved who they are). `details` is free JSON shown as is
 * (never a secret: no password, code or key).
 *
 * @example await recordSecurityEvent(app, { userId: user.id, kind: 'two-step-on', request, details: { method: 'totp' } });
 */
export async function recordSecurityEvent(
  app: FastifyInstance,
  event: { userId: number; kind: SecurityEventKind; request: FastifyRequest; details?: Record<string, unknown> },
): Promise<void> {
  await recordAuditEvent(app, event.request, {
    kind: event.kind,
    actorId: UNPROVEN.has(event.kind) ? null : event.userId,
    userId: event.userId,
    details: event.details,
  });
}
