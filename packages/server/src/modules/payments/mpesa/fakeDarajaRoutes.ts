import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { darajaPassword, darajaTimestamp, type StkCallback } from './darajaPassword';

/** Daraja's ResultDesc for each STK result code the fake gives. */
export const FAKE_RESULT_DESCS: Record<number, string> = {
  0: 'The service request is processed successfully.',
  1: 'The balance is insufficient for the transaction.',
  17: 'System internal error.',
  26: 'System busy',
  1001: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  1019: 'Transaction has expired',
  1025: 'An error occurred while sending a push request',
  1032: 'Request cancelled by user',
  1037: 'DS timeout user cannot be reached',
  2001: 'The initiator information is invalid.',
  9999: 'An error occurred while sending a push request.',
};

/**
 * The payer's answer the fake plays, chosen by the last four digits of the phone number: 0001 insufficient funds (1),
 * 0017, 0026, 1001, 1019, 1025, 1032 cancelled, 1037 timed out, 2001 wrong PIN, 9999; any other number pays (0).
 */
export function fakeResultFor(phone: string): number {
  const tail = Number(phone.slice(-4));
  return tail in FAKE_RESULT_DESCS ? tail : 0;
}

/** One STK push the fake received. */
export interface FakePush {
  merchantRequestId: string;
  checkoutRequestId: string;
  amount: number;
  phone: string;
  callbackUrl: string;
  resultCode: number;
  /** Set once the payer "answered" (the callback was due). */
  settled: boolean;
  receipt: string;
  /** The callback the fake posted (or would have, when callbacks are lost). */
  callback?: { Body: { stkCallback: StkCallback } };
}

/** The fake's state, readable and steerable by tests. */
export interface FakeDarajaState {
  credentials: { consumerKey: string; consumerSecret: string; shortcode: string; passkey: string };
  /** How long the payer takes to answer, in ms. */
  answerAfterMs: number;
  /** Seconds a token lives (Daraja: 3599). */
  tokenLifetimeSeconds: number;
  /** When true, the payer answers but no callback is posted (a lost callback; the query still knows). */
  loseCallbacks: boolean;
  tokensIssued: number;
  tokens: Map<string, number>;
  pushes: Map<string, FakePush>;
}

/** A fresh state with `credentials`. */
export function createFakeDarajaState(
  credentials: FakeDarajaState['credentials'],
  answerAfterMs = 3_000,
): FakeDarajaState {
  return {
    credentials,
    answerAfterMs,
    tokenLifetimeSeconds: 3599,
    loseCallbacks: false,
    tokensIssued: 0,
    tokens: new Map(),
    pushes: new Map(),
  };
}

const badRequest = (reply: FastifyReply, errorMessage: string) =>
  reply.status(400).send({ requestId: randomUUID(), errorCode: '400.002.02', errorMessage });

/** An M-Pesa receipt number as Safaricom writes them: ten capitals and digits. */
const receiptNumber = () =>
  [...randomBytes(10)].map((byte) => 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'[byte % 34]).join('');

/** The callback's CallbackMetadata of a paid push, with Daraja's item names and number types. */
function paidMetadata(push: FakePush) {
  return {
    Item: [
      { Name: 'Amount', Value: push.amount },
      { Name: 'MpesaReceiptNumber', Value: push.receipt },
      { Name: 'TransactionDate', Value: Number(darajaTimestamp()) },
      { Name: 'PhoneNumber', Value: Number(push.phone) },
    ],
  };
}

/**
 * A fake Daraja speaking the real protocol: OAuth client credentials (Basic auth, `{access_token, expires_in}`), STK
 * push (every field checked as Daraja does, the password against shortcode + passkey + timestamp), the asynchronous
 * callback with the documented payload, and the STK query. The payer's answer comes after `answerAfterMs`
 * (fakeResultFor). Served by the server itself when M-Pesa runs on the fake, and by testing/fakeDaraja.ts in tests.
 */
export function fakeDarajaRoutes(state: FakeDarajaState) {
  return async function routes(app: FastifyInstance): Promise<void> {
    const bearer = (header: string | undefined) => {
      const token = header?.startsWith('Bearer ') ? header.slice(7) : '';
      const expiresAt = state.tokens.get(token);
      return expiresAt !== undefined && expiresAt > Date.now();
    };

    app.get('/oauth/v1/generate', async (request, reply) => {
      const { consumerKey, consumerSecret } = state.credentials;
      const expected = `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}`;
      const query = request.query as Record<string, string>;
      if (request.headers.authorization !== expected || query.grant_type !== 'client_credentials') {
        return reply
          .status(400)
          .send({ requestId: randomUUID(), errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' });
      }
      const token = randomBytes(21).toString('base64url');
      state.tokensIssued += 1;
      state.tokens.set(token, Date.now() + state.tokenLifetimeSeconds * 1000);
      return { access_token: token, expires_in: String(state.tokenLifetimeSeconds) };
    });

    /** Checks the bearer and the signature of a push or query; answers the body when they hold. */
    const signed = (body: unknown, reply: FastifyReply, authorization: string | undefined) => {
      if (!bearer(authorization)) {
        void reply
          .status(401)
          .send({ requestId: randomUUID(), errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
        return null;
      }
      const fields = (body ?? {}) as Record<string, unknown>;
      const { shortcode, passkey } = state.credentials;
      const timestamp = String(fields.Timestamp ?? '');
      if (
        String(fields.BusinessShortCode) !== shortcode ||
        !/^\d{14}$/.test(timestamp) ||
        fields.Password !== darajaPassword(shortcode, passkey, timestamp)
      ) {
        void badRequest(reply, 'Bad Request - Invalid BusinessShortCode, Password or Timestamp');
        return null;
      }
      return fields;
    };

    app.post('/mpesa/stkpush/v1/processrequest', async (request, reply) => {
      const fields = signed(request.body, reply, request.headers.authorization);
      if (!fields) return reply;
      const amount = Number(fields.Amount);
      const phone = String(fields.PhoneNumber ?? '');
      const reference = String(fields.AccountReference ?? '');
      if (fields.TransactionType !== 'CustomerPayBillOnline')
        return badRequest(reply, 'Bad Request - Invalid TransactionType');
      if (!Number.isInteger(amount) || amount < 1) return badRequest(reply, 'Bad Request - Invalid Amount');
      if (!/^254[17]\d{8}$/.test(phone) || String(fields.PartyA) !== phone)
        return badRequest(reply, 'Bad Request - Invalid PhoneNumber');
      if (String(fields.PartyB) !== state.credentials.shortcode)
        return badRequest(reply, 'Bad Request - Invalid PartyB');
      if (!/^https?:\/\//.test(String(fields.CallBackURL ?? '')))
        return badRequest(reply, 'Bad Request - Invalid CallBackURL');
      if (!reference || reference.length > 12) return badRequest(reply, 'Bad Request - Invalid AccountReference');
      if (!fields.TransactionDesc) return badRequest(reply, 'Bad Request - Invalid TransactionDesc');
      const push: FakePush = {
        merchantRequestId: `${randomBytes(4).readUInt32BE()}-${randomBytes(4).readUInt32BE()}-1`,
        checkoutRequestId: `ws_CO_${darajaTimestamp()}${randomBytes(6).toString('hex')}`,
        amount,
        phone,
        callbackUrl: String(fields.CallBackURL),
        resultCode: fakeResultFor(phone),
        settled: false,
        receipt: receiptNumber(),
      };
      state.pushes.set(push.checkoutRequestId, push);
      setTimeout(() => void answer(push), state.answerAfterMs).unref();
      return {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      };
    });

    /** The payer answered: the documented callback is posted to CallBackURL (unless callbacks are being lost). */
    async function answer(push: FakePush) {
      push.settled = true;
      push.callback = {
        Body: {
          stkCallback: {
            MerchantRequestID: push.merchantRequestId,
            CheckoutRequestID: push.checkoutRequestId,
            ResultCode: push.resultCode,
            ResultDesc: FAKE_RESULT_DESCS[push.resultCode] ?? 'Failed',
            ...(push.resultCode === 0 ? { CallbackMetadata: paidMetadata(push) } : {}),
          },
        },
      };
      if (state.loseCallbacks) return;
      await fetch(push.callbackUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(push.callback),
        signal: AbortSignal.timeout(15_000),
      }).catch((error: unknown) => app.log.warn({ err: error }, 'fake Daraja: callback not delivered'));
    }

    app.post('/mpesa/stkpushquery/v1/query', async (request, reply) => {
      const fields = signed(request.body, reply, request.headers.authorization);
      if (!fields) return reply;
      const push = state.pushes.get(String(fields.CheckoutRequestID ?? ''));
      if (!push) return badRequest(reply, 'Bad Request - Invalid CheckoutRequestID');
      if (!push.settled) {
        return reply.status(500).send({
          requestId: randomUUID(),
          errorCode: '500.001.1001',
          errorMessage: 'The transaction is being processed',
        });
      }
      return {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(push.resultCode),
        ResultDesc: FAKE_RESULT_DESCS[push.resultCode] ?? 'Failed',
      };
    });
  };
}
