import { createHash, timingSafeEqual } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { currentUser } from '../../../lib/currentUser';
import { HttpError } from '../../../lib/HttpError';
import { randomHex } from '../../../lib/randomHex';
import { replies } from '../../../lib/replies';
import { formatUsd } from '../../billing';
import { answerIdempotently } from '../../idempotency/answerIdempotently';
import type { IdempotencyStore } from '../../idempotency/createIdempotencyStore';
import { idempotencyHeaders } from '../../idempotency/idempotencyHeaders';
import { readIdempotencyKey } from '../../idempotency/readIdempotencyKey';
import { issueReceipt } from '../../receipts/issueReceipt';
import { kesCents } from '../../receipts/Receipt';
import type { DarajaClient } from './createDarajaClient';
import type { StkCallback } from './darajaPassword';
import { kesToUsdMicro, MAX_MPESA_KES, minimumKes, parseKesAmount } from './kesToUsd';
import { mpesaSchemas } from './mpesaSchemas';
import { MPESA_MESSAGES } from './mpesaResults';
import { normaliseKenyanPhone, PHONE_MESSAGE } from './normaliseKenyanPhone';
import { readMpesaStatus } from './readMpesaStatus';
import { settleMpesaPayment } from './settleMpesaPayment';

/** How long a payment waits for its callback before the STK query may settle it. */
export const QUERY_AFTER_SECONDS = 45;

/** What the M-Pesa routes run with (platform.ts builds it from the MPESA_* settings). */
export interface MpesaContext {
  client: DarajaClient;
  /** 'mpesa-fake' marks the payments (and their ledger rows) of the fake Daraja. */
  providerName: 'mpesa' | 'mpesa-fake';
  /** The origin Daraja posts callbacks to. */
  callbackBase: () => string;
  kesPerUsdCents: number;
  rateDate: string;
  idempotency: IdempotencyStore;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The named item of a callback's CallbackMetadata. */
const item = (callback: StkCallback, name: string) =>
  callback.CallbackMetadata?.Item?.find((entry) => entry?.Name === name)?.Value;

/** The stkCallback of a Daraja callback body, when it has the documented shape. */
function readCallback(body: unknown): StkCallback | null {
  const callback = (body as { Body?: { stkCallback?: Partial<StkCallback> } } | null)?.Body?.stkCallback;
  if (
    !callback ||
    typeof callback.CheckoutRequestID !== 'string' ||
    typeof callback.MerchantRequestID !== 'string' ||
    !Number.isInteger(Number(callback.ResultCode))
  ) {
    return null;
  }
  return {
    ...callback,
    ResultCode: Number(callback.ResultCode),
    ResultDesc: String(callback.ResultDesc ?? ''),
  } as StkCallback;
}

/**
 * `GET quote`, `POST start-payment`, `GET payments/:paymentId` (bearer) and `POST callback/:paymentId/:secret`
 * (Daraja's; no bearer). Register with prefix '/payment_gtw/mpesa'.
 */
export async function mpesaRoutes(app: FastifyInstance, context: MpesaContext): Promise<void> {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const { client, providerName, kesPerUsdCents, rateDate, idempotency } = context;

  routes.get(
    '/quote',
    {
      onRequest: app.authenticate,
      schema: { querystring: mpesaSchemas.quoteQuery, response: replies(mpesaSchemas.quote) },
    },
    async (request) => {
      const amountKes = parseKesAmount(request.query.amount_kes || String(minimumKes(kesPerUsdCents)), kesPerUsdCents);
      return {
        msg: `${amountKes} KES is ${formatUsd(kesToUsdMicro(amountKes, kesPerUsdCents))} USD at ${kesCents(kesPerUsdCents)} KES/USD (rate of ${rateDate}).`,
        data: {
          amount_kes: amountKes,
          amount_usd: formatUsd(kesToUsdMicro(amountKes, kesPerUsdCents)),
          kes_per_usd: kesCents(kesPerUsdCents),
          rate_date: rateDate,
          minimum_kes: minimumKes(kesPerUsdCents),
          maximum_kes: MAX_MPESA_KES,
        },
      };
    },
  );

  routes.post(
    '/start-payment',
    {
      onRequest: app.authenticate,
      schema: { body: mpesaSchemas.startBody, headers: idempotencyHeaders, response: replies(mpesaSchemas.status) },
    },
    async (request, reply) => {
      const amountKes = parseKesAmount(request.body.amount_kes, kesPerUsdCents);
      const phone = normaliseKenyanPhone(request.body.phone);
      if (!phone) throw new HttpError(400, PHONE_MESSAGE);
      const userId = currentUser(request).id;
      const key = readIdempotencyKey(request.headers);
      return answerIdempotently(idempotency, request, reply, { userId, key }, async () => {
        const paymentId = `pay_${randomHex(16)}`;
        const secret = randomHex(24);
        const amountMicro = kesToUsdMicro(amountKes, kesPerUsdCents);
        const pushed = await client.stkPush({
          amountKes,
          phone,
          callbackUrl: `${context.callbackBase()}/payment_gtw/mpesa/callback/${paymentId}/${secret}`,
          accountReference: 'CSI wallet',
          description: `CSI wallet top-up ${formatUsd(amountMicro)} USD`,
        });
        const payment = await app.db
          .insertInto('payments')
          .values({
            id: paymentId,
            userId,
            amountMicro: amountMicro.toString(),
            currency: 'USD',
            provider: providerName,
            providerOrderId: pushed.checkoutRequestId,
            merchantRequestId: pushed.merchantRequestId,
            status: 'pending',
            phone,
            amountKes,
            kesPerUsdCents,
            rateDate,
            callbackSecretHash: sha256(secret).toString('hex'),
            queryAfter: sql`now() + make_interval(secs => ${QUERY_AFTER_SECONDS})`,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { statusCode: 200, body: { msg: MPESA_MESSAGES.waiting, data: readMpesaStatus(payment) } };
      });
    },
  );

  routes.get(
    '/payments/:paymentId',
    {
      onRequest: app.authenticate,
      schema: { params: mpesaSchemas.paymentParams, response: replies(mpesaSchemas.status) },
    },
    async (request) => {
      const payment = await app.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', request.params.paymentId)
        .where('userId', '=', currentUser(request).id)
        .where('provider', 'in', ['mpesa', 'mpesa-fake'])
        .executeTakeFirst();
      if (!payment) throw new HttpError(404, MPESA_MESSAGES.notFound);
      // The receipt is numbered just after the credit: a status read in between numbers it (once, whoever is first),
      // so a completed payment always answers with its receipt.
      const receiptNumber =
        payment.status === 'captured' && !payment.receiptNumber
          ? await issueReceipt(app, payment.id)
          : payment.receiptNumber;
      const status = readMpesaStatus({ ...payment, receiptNumber });
      return { msg: status.message, data: status };
    },
  );

  // Daraja does not sign callbacks: the URL's per-payment secret, the request ids, the amount and the phone are
  // checked; settleMpesaPayment credits each CheckoutRequestID once, whoever replays it on whichever instance.
  routes.post(
    '/callback/:paymentId/:secret',
    { schema: { params: mpesaSchemas.callbackParams } },
    async (request, reply) => {
      const refuse = (why: string) => {
        request.log.warn({ paymentId: request.params.paymentId, why }, 'M-Pesa callback refused');
        return reply.status(400).send({ ResultCode: 1, ResultDesc: MPESA_MESSAGES.callbackRefused });
      };
      const callback = readCallback(request.body);
      if (!callback) return refuse('not an STK callback');
      const payment = await app.db
        .selectFrom('payments')
        .selectAll()
        .where('id', '=', request.params.paymentId)
        .where('provider', '=', providerName)
        .executeTakeFirst();
      if (
        !payment?.callbackSecretHash ||
        !timingSafeEqual(sha256(request.params.secret), Buffer.from(payment.callbackSecretHash, 'hex'))
      ) {
        return refuse('unknown payment or wrong secret');
      }
      if (
        callback.CheckoutRequestID !== payment.providerOrderId ||
        callback.MerchantRequestID !== payment.merchantRequestId
      ) {
        return refuse('CheckoutRequestID or MerchantRequestID of another payment');
      }
      if (callback.ResultCode === 0) {
        const amount = Number(item(callback, 'Amount'));
        const phone = String(item(callback, 'PhoneNumber') ?? '');
        const receipt = item(callback, 'MpesaReceiptNumber');
        if (amount !== Number(payment.amountKes) || phone !== payment.phone) return refuse('amount or phone differ');
        if (typeof receipt !== 'string' || !/^[A-Z0-9]{6,20}$/.test(receipt)) return refuse('no receipt number');
        await settleMpesaPayment(app, payment.id, {
          resultCode: 0,
          resultDesc: callback.ResultDesc,
          mpesaReceipt: receipt,
        });
      } else {
        await settleMpesaPayment(app, payment.id, { resultCode: callback.ResultCode, resultDesc: callback.ResultDesc });
      }
      return { ResultCode: 0, ResultDesc: MPESA_MESSAGES.callbackAccepted };
    },
  );
}
