import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { envelope, wallet } from '../../openapi/docSchemas';
import { readWallet } from './readWallet';
import { topUpFromCreditPoints } from './topUpFromCreditPoints';

/** `GET usfw/wallet/details` and `GET usfw/wallet/top-up-account-cr-w` (register with prefix '/usfw/wallet'). */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);

  // The response schema also filters the answer: nothing but the wallet's three amounts leaves the server.
  app.get('/details', { schema: { response: { 200: envelope(wallet) } } }, async (request) => ({
    msg: 'Wallet details.',
    data: await readWallet(app.db, currentUser(request).id),
  }));

  app.get('/top-up-account-cr-w', async (request) => ({
    msg: await topUpFromCreditPoints(app.db, currentUser(request).id),
    data: null,
  }));
}
