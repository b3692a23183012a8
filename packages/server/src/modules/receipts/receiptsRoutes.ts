import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { replies } from '../../lib/replies';
import { findReceipt, RECEIPT_MESSAGES } from './findReceipt';
import { issueReceipt } from './issueReceipt';
import { receiptPdf, receiptPdfFilename } from './receiptPdf';
import { receiptSchemas } from './schemas';

/**
 * `GET usfw/receipts` (the signed-in user's completed top-ups, newest first, each with its receipt),
 * `GET usfw/receipts/:number` and `GET usfw/receipts/:number/pdf` (register with prefix '/usfw/receipts').
 * Only the payer sees a receipt.
 */
export async function receiptsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.get('', { schema: { response: replies(receiptSchemas.list) } }, async (request) => {
    const userId = currentUser(request).id;
    // A top-up completed before receipts existed gets its number when first listed.
    const unnumbered = await app.db
      .selectFrom('payments')
      .select('id')
      .where('userId', '=', userId)
      .where('status', '=', 'captured')
      .where('receiptNumber', 'is', null)
      .execute();
    for (const { id } of unnumbered) await issueReceipt(app, id);
    const numbers = await app.db
      .selectFrom('payments')
      .select('receiptNumber')
      .where('userId', '=', userId)
      .where('status', '=', 'captured')
      .where('receiptNumber', 'is not', null)
      .orderBy('capturedAt', 'desc')
      .limit(200)
      .execute();
    const receipts = await Promise.all(numbers.map((row) => findReceipt(app, userId, row.receiptNumber ?? '')));
    return { msg: RECEIPT_MESSAGES.listed, data: { receipts } };
  });

  routes.get(
    '/:number',
    { schema: { params: receiptSchemas.params, response: replies(receiptSchemas.receipt) } },
    async (request) => ({
      msg: RECEIPT_MESSAGES.found,
      data: await findReceipt(app, currentUser(request).id, request.params.number),
    }),
  );

  routes.get('/:number/pdf', { schema: { params: receiptSchemas.params } }, async (request, reply) => {
    const receipt = await findReceipt(app, currentUser(request).id, request.params.number);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${receiptPdfFilename(receipt.number)}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(await receiptPdf(receipt)));
  });
}
