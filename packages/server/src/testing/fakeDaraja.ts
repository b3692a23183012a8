import Fastify from 'fastify';
import { FAKE_DARAJA_CREDENTIALS } from '../modules/payments/mpesa/darajaPassword';
import {
  createFakeDarajaState,
  fakeDarajaRoutes,
  type FakeDarajaState,
} from '../modules/payments/mpesa/fakeDarajaRoutes';

/** A fake Daraja on its own port (the protocol of modules/payments/mpesa/fakeDarajaRoutes.ts), for tests. */
export interface FakeDaraja {
  url: string;
  /** Its state: pushes received, tokens issued, whether callbacks are lost, how long the payer takes. */
  state: FakeDarajaState;
  close(): Promise<void>;
}

/** Starts a fake Daraja with the built-in fake's credentials; the payer answers after `answerAfterMs`. */
export async function startFakeDaraja(answerAfterMs = 50): Promise<FakeDaraja> {
  const app = Fastify({ logger: false });
  const state = createFakeDarajaState({ ...FAKE_DARAJA_CREDENTIALS }, answerAfterMs);
  await app.register(fakeDarajaRoutes(state));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, state, close: () => app.close() };
}
