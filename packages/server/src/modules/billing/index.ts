/**
 * The billing module's public face: every way money moves, and the money units. Other modules import from here
 * only (modules/billing/README.md is the map); the files behind it are billing's own.
 *
 * - Charge: createLedgerWriter (a live call's cost set aside while it runs, charged once served).
 * - Credit a payment: creditPayment. Grant: createWallet (the welcome grant). Top up: topUpFromCreditPoints.
 */
export type { BillingLog } from './BillingLog';
export {
  KEY_TAKEN,
  type ChargeOutcome,
  type ChargeRequest,
  type ServedAnswer,
  type ServedCall,
  type ServedCharge,
  type ServedUsage,
  type WalletCharge,
} from './charges';
export { createLedgerWriter, type Hold, type LedgerWriter } from './createLedgerWriter';
export type { KeyTerms } from './writeLedgerBatch';
export { creditPayment } from './creditPayment';
export { createWallet } from './createWallet';
export { INSUFFICIENT_CREDIT_POINTS, topUpFromCreditPoints } from './topUpFromCreditPoints';

// Money units: exact amounts, never floats.
export { creditPointTenths, tenthsToCreditPoints } from './creditPointTenths';
export { formatUsd } from './formatUsd';
export { microToUsd } from './microToUsd';
export { usdToMicro } from './usdToMicro';
