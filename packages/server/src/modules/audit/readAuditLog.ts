import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import { HttpError } from '../../lib/HttpError';
import { toIsoString } from '../../lib/toIsoString';
import { auditLimit, type auditSchemas } from './schemas';

export type AuditLogQuery = Static<typeof auditSchemas.logQuery>;
export type AuditLogEntry = Static<typeof auditSchemas.entry>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A YYYY-MM-DD day as its first moment (UTC); a 400 for a day that does not exist. */
function dayStart(day: string, field: string): Date {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== day) {
    throw new HttpError(400, `The ${field} date is not a real day (YYYY-MM-DD).`);
  }
  return at;
}

/** Escapes LIKE's wildcards so the actor filter matches what was typed, literally. */
const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The audit log, newest first, filtered by actor (part of the e-mail, any case), kind and days `from`..`to`
 * (inclusive, UTC); at most `limit` entries (`maxRows` for the CSV).
 */
export async function readAuditLog(
  app: FastifyInstance,
  query: AuditLogQuery,
  maxRows = auditLimit('log', query.limit),
): Promise<AuditLogEntry[]> {
  const from = query.from === undefined ? undefined : dayStart(query.from, 'from');
  const to = query.to === undefined ? undefined : new Date(dayStart(query.to, 'to').getTime() + DAY_MS);
  if (from && to && from >= to) throw new HttpError(400, 'The from date must not be after the to date.');
  let select = app.db
    .selectFrom('auditEvents')
    .leftJoin('users', 'users.id', 'auditEvents.actorId')
    .selectAll('auditEvents')
    .select('users.email as actorEmail')
    .orderBy('auditEvents.at', 'desc')
    .orderBy('auditEvents.id', 'desc')
    .limit(maxRows);
  const actor = query.actor?.trim();
  if (actor) select = select.where('users.email', 'ilike', `%${likeLiteral(actor.toLowerCase())}%`);
  if (query.kind?.trim()) select = select.where('auditEvents.kind', '=', query.kind.trim());
  if (from) select = select.where('auditEvents.at', '>=', from);
  if (to) select = select.where('auditEvents.at', '<', to);
  const rows = await select.execute();
  return rows.map((row) => ({ ...row, id: String(row.id), at: toIsoString(row.at) }));
}
