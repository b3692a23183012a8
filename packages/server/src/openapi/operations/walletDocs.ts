import { PAYMENT_MESSAGES } from '../../modules/payments/messages';
import { INSUFFICIENT_CREDIT_POINTS } from '../../modules/billing';
import { CALLS_QUERY_MESSAGES } from '../../modules/usage/callsQuery';
import { DOWNLOAD_GONE } from '../../modules/downloads/downloadsRoutes';
import { errors, ok } from '../docResponses';
import { IDEMPOTENCY_ERRORS, SIGNED_IN_ERRORS } from '../commonErrors';
import { API_KEY_PAIR, BEARER, PUBLIC, type OperationDocs } from '../OperationDoc';
import { GATEWAY_MESSAGES } from '../../modules/gateway/messages';

const QUOTA_EXAMPLE = {
  msg: 'Quota.',
  data: {
    wallet: { creditPoints: 12.5, freeCoins: 0.5, balance: 3.25 },
    month: { from: '2026-11-01', spent: 1.75 },
    rateLimit: { limit: 50, windowSeconds: 60, remaining: 47, resetSeconds: 38 },
    sandbox: { callsPerDay: 100, used: 12, remaining: 88, resetSeconds: 20520 },
  },
};

/** Wallet, credit points, payments, usage and download links (spec section 7, Wallet and payment). */
export const walletDocs: OperationDocs = {
  'GET /usfw/wallet/details': {
    tags: ['wallet'],
    summary: 'The wallet: credit points, free coins and balance (USD)',
    security: BEARER,
    responses: {
      200: ok('The wallet.', {
        msg: 'Wallet details.',
        data: { creditPoints: 12.5, freeCoins: 0.5, balance: 3.25 },
      }),
      ...errors(SIGNED_IN_ERRORS, { 404: ['Wallet not found.'] }),
    },
  },
  'GET /usfw/wallet/quota': {
    tags: ['wallet'],
    summary: "What the account has left: wallet, this month's charges, the gateway window and the sandbox quota",
    description:
      'Reading it counts against no limit. Programs read the same with their API key pair: GET /csi-p/quota.',
    security: BEARER,
    responses: { 200: ok('The quota.', QUOTA_EXAMPLE), ...errors(SIGNED_IN_ERRORS) },
  },
  'GET /csi-p/quota': {
    tags: ['gateway'],
    summary: "A program's quota, with the API key pair of its calls (counts against no limit)",
    description:
      'The same answer as GET /usfw/wallet/quota, with the RateLimit-Policy and RateLimit headers of gateway calls.',
    security: API_KEY_PAIR,
    responses: {
      200: ok('The quota.', QUOTA_EXAMPLE),
      ...errors({
        400: [GATEWAY_MESSAGES.wrongCredentials],
        403: [GATEWAY_MESSAGES.keyBlocked, GATEWAY_MESSAGES.suspended],
      }),
    },
  },
  'GET /usfw/wallet/top-up-account-cr-w': {
    tags: ['wallet'],
    summary: 'Convert every credit point to balance (1 credit point = 0.0025 USD; needs more than 1 point)',
    security: BEARER,
    responses: {
      200: ok('Converted.', {
        msg: 'Top-up successful: 12.5 credit points converted, 0.03 USD added to your wallet balance.',
      }),
      ...errors(SIGNED_IN_ERRORS, { 400: [INSUFFICIENT_CREDIT_POINTS] }),
    },
  },
  'GET /payment_gtw/methods': {
    tags: ['payments'],
    summary: 'The ways to top up this server offers: PayPal always, M-Pesa unless it is switched off',
    security: PUBLIC,
    responses: {
      200: ok('The methods.', { msg: PAYMENT_MESSAGES.methods, data: { paypal: true, mpesa: true } }),
    },
  },
  'POST /payment_gtw/paypal/start-payment': {
    tags: ['payments'],
    summary: 'Start a top-up with the payment provider (USD only, at least 1.00 USD; no body)',
    description: 'Send the payer to data.redirect_link.',
    security: BEARER,
    responses: {
      200: ok('Started.', {
        msg: PAYMENT_MESSAGES.started,
        data: { redirect_link: 'https://www.paypal.com/checkoutnow?token=5O190127TN364715T' },
      }),
      ...errors(SIGNED_IN_ERRORS, IDEMPOTENCY_ERRORS, {
        400: [
          'Amount must be a valid number.',
          'Amount must be greater than 0.',
          'The smallest top-up is 1.00 USD.',
          PAYMENT_MESSAGES.usdOnly,
          PAYMENT_MESSAGES.tooManyDecimals,
          PAYMENT_MESSAGES.tooLarge,
        ],
        502: [PAYMENT_MESSAGES.providerDown, PAYMENT_MESSAGES.providerBadReply],
      }),
    },
  },
  'GET /payment_gtw/paypal/payment-success': {
    tags: ['payments'],
    summary: "Confirm a returned payment and credit the wallet (no bearer: the payment's secret token proves it)",
    security: PUBLIC,
    responses: {
      200: ok('Credited.', { msg: PAYMENT_MESSAGES.success('10.00') }),
      ...errors(IDEMPOTENCY_ERRORS, {
        400: [
          PAYMENT_MESSAGES.notFound,
          PAYMENT_MESSAGES.cancelled,
          PAYMENT_MESSAGES.notApproved,
          PAYMENT_MESSAGES.mismatch,
        ],
        502: [PAYMENT_MESSAGES.providerDown, PAYMENT_MESSAGES.providerBadReply],
      }),
    },
  },
  'GET /usfw/api-usage/my-usage': {
    tags: ['usage'],
    summary: 'The usage logs, newest first (at most 500)',
    security: BEARER,
    responses: { 200: ok('The logs.'), ...errors(SIGNED_IN_ERRORS) },
  },
  'GET /usfw/api-usage/my-calls': {
    tags: ['usage'],
    summary: 'Each gateway call with its environment, status, latency, cost and request id, newest first',
    description:
      'Filters by environment, status class (ok: 2xx, error: any other) and API endpoint path; pages with limit ' +
      '(1 to 500, default 50) and offset. `total` counts every call the filters match.',
    security: BEARER,
    responses: {
      200: ok('One page of calls.', {
        msg: 'API calls.',
        data: {
          calls: [
            {
              id: 42,
              time: '2026-11-25T07:41:09.123Z',
              apiEndpoint: '/encrypt-data',
              serviceType: 'data-security',
              environment: 'live',
              wasForwarded: true,
              statusCode: 200,
              latencyMs: 12,
              cost: '0.01',
              requestId: '6f1c1c0e-6c3b-4f7e-9a55-2f7b8f0e9d11',
            },
          ],
          total: 1,
          limit: 50,
          offset: 0,
        },
      }),
      ...errors(SIGNED_IN_ERRORS, {
        400: [
          'Invalid request: environment must be equal to one of the allowed values.',
          CALLS_QUERY_MESSAGES.limit,
          CALLS_QUERY_MESSAGES.offset,
        ],
      }),
    },
  },
  'GET /usfw/api-usage/my-lab-data': {
    tags: ['usage'],
    summary: "The dashboard's usage charts: per month of this year, per day of the last 7 days, per service type",
    security: BEARER,
    responses: { 200: ok('The chart data.'), ...errors(SIGNED_IN_ERRORS) },
  },
  'GET /files/download/:id': {
    tags: ['gateway'],
    summary: 'A file a service generated (e.g. an encrypted PDF), by the link it answered; expires after 1 hour',
    security: PUBLIC,
    responses: {
      200: {
        description: 'The file as an attachment.',
        content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
      },
      ...errors({ 404: [DOWNLOAD_GONE] }),
    },
  },
};
