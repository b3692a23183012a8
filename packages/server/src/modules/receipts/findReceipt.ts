import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/HttpError';
import { RECEIPT_COMPANY } from './receiptCompany';
import { toReceipt, type Receipt } from './Receipt';

export const RECEIPT_MESSAGES = {
  notFound: 'Receipt not found.',
  listed: 'Your top-ups.',
  found: 'Receipt found.',
} as const;

/** The receipt `number` of `userId`'s own top-up; 404 for anyone else's (and for numbers that do not exist). */
export async function findReceipt(app: FastifyInstance, userId: number, number: string): Promise<Receipt> {
  const row = await app.db
    .selectFrom('payments')
    .innerJoin('users', 'users.id', 'payments.userId')
    .selectAll('payments')
    .select(['users.email as payerEmail', 'users.fullName as payerName'])
    .where('payments.receiptNumber', '=', number)
    .where('payments.userId', '=', userId)
    .where('payments.status', '=', 'captured')
    .executeTakeFirst();
  if (!row?.receiptNumber) throw new HttpError(404, RECEIPT_MESSAGES.notFound);
  return toReceipt(
    { ...row, receiptNumber: row.receiptNumber },
    { name: row.payerName, email: row.payerEmail },
    RECEIPT_COMPANY,
  );
}
