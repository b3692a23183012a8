import { PAYMENT_MESSAGES } from '../../modules/payments/messages';
import { MPESA_MESSAGES } from '../../modules/payments/mpesa/mpesaResults';
import { PHONE_MESSAGE } from '../../modules/payments/mpesa/normaliseKenyanPhone';
import { RECEIPT_MESSAGES } from '../../modules/receipts/findReceipt';
import { RECEIPT_COMPANY } from '../../modules/receipts/receiptCompany';
import { errors, ok } from '../docResponses';
import { IDEMPOTENCY_ERRORS, SIGNED_IN_ERRORS } from '../commonErrors';
import { BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';

const AMOUNT_ERRORS = [MPESA_MESSAGES.amountWhole, MPESA_MESSAGES.amountTooSmall(129), MPESA_MESSAGES.amountTooLarge];

const RECEIPT_EXAMPLE = {
  number: 'CSI-R-001001',
  date: '2026-11-27T09:14:03.000Z',
  payer: { name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke' },
  method: 'M-Pesa',
  reference: 'NLJ7RT61SV',
  amount_usd: '7.75',
  amount_kes: '1000.00',
  kes_per_usd: '129.00',
  rate_date: '2026-11-01',
  company: RECEIPT_COMPANY,
};

/** M-Pesa top-ups by Daraja STK push, and the receipts of every completed top-up (issue 42). */
export const mpesaDocs: OperationDocs = {
  'GET /payment_gtw/mpesa/quote': {
    tags: ['payments'],
    summary: 'What an amount in KES credits in USD at the configured KES/USD rate (with its date), before paying',
    security: BEARER,
    responses: {
      200: ok('The quote.', {
        msg: '1000 KES is 7.75 USD at 129.00 KES/USD (rate of 2026-11-01).',
        data: {
          amount_kes: 1000,
          amount_usd: '7.75',
          kes_per_usd: '129.00',
          rate_date: '2026-11-01',
          minimum_kes: 129,
          maximum_kes: 250000,
        },
      }),
      ...errors(SIGNED_IN_ERRORS, { 400: AMOUNT_ERRORS }),
    },
  },
  'POST /payment_gtw/mpesa/start-payment': {
    tags: ['payments'],
    summary:
      "Send an M-Pesa STK push to the payer's phone (amount in whole KES, a Safaricom number in any common writing)",
    description:
      'The payer approves on the phone with the M-Pesa PIN; poll GET /payment_gtw/mpesa/payments/{paymentId} until ' +
      'its state leaves "pending". The wallet is credited in USD at the configured rate, rounded down to a cent.',
    security: BEARER,
    bodyExample: { amount_kes: '1000', phone: '0712 345 678' },
    responses: {
      200: ok('Sent to the phone.', {
        msg: MPESA_MESSAGES.waiting,
        data: {
          payment_id: 'pay_3f0c9a1e5b7d42c68e1f0a2b4c6d8e0f',
          state: 'pending',
          message: MPESA_MESSAGES.waiting,
          amount_kes: 1000,
          amount_usd: '7.75',
          phone: '2547******78',
          result_code: null,
          receipt_number: null,
        },
      }),
      ...errors(SIGNED_IN_ERRORS, IDEMPOTENCY_ERRORS, {
        400: [...AMOUNT_ERRORS, PHONE_MESSAGE],
        502: [PAYMENT_MESSAGES.providerDown, PAYMENT_MESSAGES.providerBadReply],
      }),
    },
  },
  'GET /payment_gtw/mpesa/payments/:paymentId': {
    tags: ['payments'],
    summary:
      'The state of an M-Pesa top-up: pending, completed, cancelled, timed_out, insufficient_funds, wrong_pin or failed',
    security: BEARER,
    responses: {
      200: ok('The state, with a plain message.', {
        msg: MPESA_MESSAGES.completed('7.75'),
        data: {
          payment_id: 'pay_3f0c9a1e5b7d42c68e1f0a2b4c6d8e0f',
          state: 'completed',
          message: MPESA_MESSAGES.completed('7.75'),
          amount_kes: 1000,
          amount_usd: '7.75',
          phone: '2547******78',
          result_code: 0,
          receipt_number: 'CSI-R-001001',
        },
      }),
      ...errors(SIGNED_IN_ERRORS, { 404: [MPESA_MESSAGES.notFound] }),
    },
  },
  'POST /payment_gtw/mpesa/callback/:paymentId/:secret': {
    tags: ['payments'],
    summary: "Daraja's STK callback (called by Safaricom, not by clients; the URL's secret is the payment's own)",
    security: PUBLIC,
    responses: {
      200: { description: 'Accepted (also for a replay, which credits nothing more).' },
      400: { description: 'Refused: unknown payment, wrong secret, or request ids, amount or phone that differ.' },
    },
  },
  'GET /usfw/receipts': {
    tags: ['payments'],
    summary: 'The completed top-ups of the signed-in account, newest first, each with its receipt',
    security: BEARER,
    responses: {
      200: ok('The receipts.', { msg: RECEIPT_MESSAGES.listed, data: { receipts: [RECEIPT_EXAMPLE] } }),
      ...errors(SIGNED_IN_ERRORS),
    },
  },
  'GET /usfw/receipts/:number': {
    tags: ['payments'],
    summary: "A receipt of the signed-in account's top-up: number, date, payer, method, amounts, company",
    security: BEARER,
    responses: {
      200: ok('The receipt.', { msg: RECEIPT_MESSAGES.found, data: RECEIPT_EXAMPLE }),
      ...errors(SIGNED_IN_ERRORS, { 404: [RECEIPT_MESSAGES.notFound] }),
    },
  },
  'GET /usfw/receipts/:number/pdf': {
    tags: ['payments'],
    summary: 'A receipt as a PDF (an attachment named after its number)',
    security: BEARER,
    responses: {
      200: {
        description: 'The PDF.',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errors(SIGNED_IN_ERRORS, { 404: [RECEIPT_MESSAGES.notFound] }),
    },
  },
};
