import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { recordAuditEvent } from './recordAuditEvent';

/** What an administrator did, as the audit log names it. */
export type AdminActionKind =
  | 'user.activate'
  | 'user.deactivate'
  | 'article.create'
  | 'article.update'
  | 'article.delete'
  | 'api.create'
  | 'api.update';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The `fields` of `row`, for the before side of an update (the fields the update sets). */
export function pickFields(row: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));
}

/**
 * The fields an action changed, each side's values: for a new record (`before` null) every field of `after`, for a
 * removed one (`after` null) every field of `before`, else the fields of `after` whose value differs from `before`.
 */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (before === null || after === null) return { before, after };
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const [field, value] of Object.entries(after)) {
    if (same(before[field], value)) continue;
    changed.before[field] = before[field] ?? null;
    changed.after[field] = value ?? null;
  }
  return changed;
}

/**
 * Records an administrator's action on `target`: the signed-in admin as actor, and the fields the action changed
 * with their values before and after (see changedFields). `userId` names the account concerned, when the target is one.
 */
export async function recordAdminAction(
  app: FastifyInstance,
  request: FastifyRequest,
  action: {
    kind: AdminActionKind;
    target: { type: 'user' | 'article' | 'api'; id: string | number };
    /** The record's fields before the action; null when it creates the record. */
    before: Record<string, unknown> | null;
    /** The fields the action set; null when it removes the record. */
    after: Record<string, unknown> | null;
    userId?: number;
  },
): Promise<void> {
  const changed = changedFields(action.before, action.after);
  await recordAuditEvent(app, request, {
    kind: action.kind,
    actorId: currentUser(request).id,
    userId: action.userId ?? null,
    target: action.target,
    before: changed.before ?? undefined,
    after: changed.after ?? undefined,
  });
}
