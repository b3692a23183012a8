/**
 * The billing module's public face: every way money moves, and the money units. Other modules import from here
 * only (modules/billing/README.md is the map); the files behind it are billing's own.
 *
 * - Hold, settle: createLedgerWriter (a live call's charge held 'pending', then settled when served).
 * - Refund: refundUnserved (a call that was not served gets its charge back).
 * - Reconcile: scheduleChargeReconciliation (charges a crash left pending are refunded).
 * - Credit a payment: creditPayment. Grant: createWallet (the welcome grant). Top up: topUpFromCreditPoints.
 */
export type { BillingLog } from './BillingLog';
export { KEY_TAKEN, type ChargeOutcome, type ChargeRequest, type KeyClaimRequest, type WalletCharge } from './charges';
export { createLedgerWriter, type LedgerWriter } from './createLedgerWriter';
export type { KeyTerms, SettledAnswer, SettledCall, SettledUsage } from './writeLedgerBatch';
export { refundUnserved } from './refundUnserved';
export { PENDING_CHARGE_TIMEOUT_MS } from './reconcilePendingCharges';
export { scheduleChargeReconciliation, type ReconciliationHost } from './scheduleChargeReconciliation';
export { creditPayment } from './creditPayment';
export { createWallet } from './createWallet';
export { INSUFFICIENT_CREDIT_POINTS, topUpFromCreditPoints } from './topUpFromCreditPoints';

// Money units: exact amounts, never floats.
export { creditPointTenths, tenthsToCreditPoints } from './creditPointTenths';
export { formatUsd } from './formatUsd';
export { microToUsd } from './microToUsd';
export { usdToMicro } from './usdToMicro';
