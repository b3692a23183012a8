import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { RECEIPT_COMPANY } from './receiptCompany';
import { toReceipt, type Receipt } from './Receipt';
import { receiptPdf, receiptPdfFilename } from './receiptPdf';

/** The receipt e-mail's text. */
function receiptMail(receipt: Receipt, link: string): string {
  const kes = receipt.amount_kes
    ? `\nPaid: ${receipt.amount_kes} KES at ${receipt.kes_per_usd} KES/USD (rate of ${receipt.rate_date})`
    : '';
  return [
    `Hello ${receipt.payer.name},`,
    '',
    `Thank you for your top-up. Receipt ${receipt.number}`,
    `Date: ${receipt.date.slice(0, 10)}`,
    `Method: ${receipt.method}, reference ${receipt.reference}`,
    `Amount: ${receipt.amount_usd} USD${kes}`,
    '',
    `The receipt is attached as a PDF. View it online: ${link}`,
    '',
    `${receipt.company.name}, ${receipt.company.location}, ${receipt.company.website}`,
  ].join('\n');
}

/**
 * Gives a captured payment its receipt number, once (a conditional UPDATE: every instance may try, one numbers it),
 * and e-mails the receipt (its PDF attached) to the payer in the background. Answers the number (the existing one when it had one).
 */
export async function issueReceipt(app: FastifyInstance, paymentId: string): Promise<string | null> {
  const issued = await app.db
    .updateTable('payments')
    .set({
      receiptNumber: sql<string>`'CSI-R-' || lpad(nextval('receipt_numbers')::text, 6, '0')`,
      receiptIssuedAt: sql`now()`,
    })
    .where('id', '=', paymentId)
    .where('status', '=', 'captured')
    .where('receiptNumber', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!issued?.receiptNumber) {
    const existing = await app.db
      .selectFrom('payments')
      .select('receiptNumber')
      .where('id', '=', paymentId)
      .executeTakeFirst();
    return existing?.receiptNumber ?? null;
  }
  const number = issued.receiptNumber;
  const user = await app.db
    .selectFrom('users')
    .select(['email', 'fullName'])
    .where('id', '=', issued.userId)
    .executeTakeFirst();
  if (user) {
    const receipt = toReceipt(
      { ...issued, receiptNumber: number },
      { name: user.fullName, email: user.email },
      RECEIPT_COMPANY,
    );
    app.backgroundTasks.run('receipt mail', async () =>
      app.mailer.send({
        to: user.email,
        subject: `Your CSI receipt ${number}`,
        text: receiptMail(receipt, `${app.config.publicUrl}/ac/receipts/${number}`),
        attachments: [
          { filename: receiptPdfFilename(number), contentType: 'application/pdf', content: await receiptPdf(receipt) },
        ],
      }),
    );
  }
  return number;
}
