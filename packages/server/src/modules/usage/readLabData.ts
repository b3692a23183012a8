import type { LabData } from '@csi/api-client';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The dashboard's usage charts for `userId` at `now`, in UTC: calls per month of the current year (Jan..Dec),
 * per day of the last 7 days (oldest first, ending today) and per service type (all time). Every logged call counts.
 */
export async function readLabData(db: Kysely<Database>, userId: number, now = new Date()): Promise<LabData> {
  const year = now.getUTCFullYear();
  const today = Date.UTC(year, now.getUTCMonth(), now.getUTCDate());
  const days = Array.from({ length: 7 }, (_, i) => isoDay(today - (6 - i) * DAY_MS));
  const mine = db.selectFrom('apiUsage').where('userId', '=', userId);
  const utc = sql`bucket AT TIME ZONE 'UTC'`;
  const [months, daily, byService] = await Promise.all([
    mine
      .select([sql<number>`extract(month from ${utc})::int`.as('month'), sql<number>`sum(count)::int`.as('count')])
      .where('bucket', '>=', new Date(Date.UTC(year, 0, 1)))
      .where('bucket', '<', new Date(Date.UTC(year + 1, 0, 1)))
      .groupBy(sql`1`)
      .execute(),
    mine
      .select([sql<string>`to_char(${utc}, 'YYYY-MM-DD')`.as('date'), sql<number>`sum(count)::int`.as('count')])
      .where('bucket', '>=', new Date(today - 6 * DAY_MS))
      .groupBy(sql`1`)
      .execute(),
    mine
      .select(['serviceType', sql<number>`sum(count)::int`.as('count')])
      .groupBy('serviceType')
      .orderBy('serviceType')
      .execute(),
  ]);
  const monthly = Array.from({ length: 12 }, (_, i) => months.find((m) => m.month === i + 1)?.count ?? 0);
  return {
    monthly,
    daily: days.map((date) => ({ date, count: daily.find((d) => d.date === date)?.count ?? 0 })),
    byService,
  };
}
