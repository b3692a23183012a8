import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../lib/currentUser';
import { NO_DATA_REPLIES, replies } from '../../lib/replies';
import { topUpFromCreditPoints } from '../billing';
import { readWallet } from './readWallet';
import { walletSchemas } from './schemas';

/** `GET usfw/wallet/details` and `GET usfw/wallet/top-up-account-cr-w` (register with prefix '/usfw/wallet'). */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.authenticate);
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  // The response schema also filters the answer: nothing but the wallet's three amounts leaves the server.
  routes.get('/details', { schema: { response: replies(walletSchemas.wallet) } }, async (request) => ({
    msg: 'Wallet details.',
    data: await readWallet(app.db, currentUser(request).id),
  }));

  routes.get('/top-up-account-cr-w', { schema: { response: NO_DATA_REPLIES } }, async (request) => ({
    msg: await topUpFromCreditPoints(app.db, currentUser(request).id),
    data: null,
  }));
}
