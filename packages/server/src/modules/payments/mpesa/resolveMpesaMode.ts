import type { ServerConfig } from '../../../config';

/** Logged at every start with the fake Daraja. */
export const FAKE_DARAJA_WARNING =
  'M-Pesa runs on the built-in fake Daraja: top-ups credit wallets without taking money. Set the MPESA_* variables for Safaricom (docs/operations.md).';
/** Logged when M-Pesa is off because the fake may not run here. */
export const MPESA_OFF_WARNING =
  'M-Pesa top-ups are off: no MPESA_CONSUMER_KEY, and the fake Daraja does not run beside DATABASE_URL, REDIS_URL or NODE_ENV=production unless ALLOW_SIMULATED_PAYMENTS=true.';
export const FAKE_DARAJA_REFUSED =
  'MPESA_PROVIDER=fake credits wallets without taking money and is refused with NODE_ENV=production, DATABASE_URL or REDIS_URL; set the MPESA_* variables of Daraja, or ALLOW_SIMULATED_PAYMENTS=true for a test fleet.';

/**
 * Which M-Pesa runs: Daraja when configured; the fake where simulated payments may run (the embedded
 * single-instance install, or ALLOW_SIMULATED_PAYMENTS=true), the same rule as the simulated PayPal's; otherwise
 * off. MPESA_PROVIDER=fake where it may not run stops start-up (thrown): never silently in a fleet.
 */
export function resolveMpesaMode(config: ServerConfig): 'daraja' | 'fake' | 'off' {
  const { provider, consumerKey } = config.mpesa;
  if (provider === 'daraja' || (provider === 'auto' && consumerKey)) return 'daraja';
  if (provider === 'off') return 'off';
  const fakeAllowed = config.allowSimulatedPayments || (!config.production && !config.databaseUrl && !config.redisUrl);
  if (fakeAllowed) return 'fake';
  if (provider === 'fake') throw new Error(FAKE_DARAJA_REFUSED);
  return 'off';
}
