import type { ServerConfig } from '../../config';

/** Logged at every start with the simulated provider. */
export const SIMULATED_WARNING =
  'PAYMENT_PROVIDER=simulated: top-ups credit wallets without taking money. Never run it in production.';
export const SIMULATED_IN_PRODUCTION =
  'PAYMENT_PROVIDER=simulated credits wallets without taking money and is refused with NODE_ENV=production; set PAYMENT_PROVIDER=paypal, or ALLOW_SIMULATED_PAYMENTS=true for a demonstration.';

/** Why the simulated provider may not run beside `shared` (the variables that make this a real deployment). */
export const simulatedBesideSharedServices = (shared: string[]) =>
  `The simulated payment provider credits wallets without taking money and is refused beside ${shared.join(' and ')} (a shared, real deployment); set PAYMENT_PROVIDER=paypal with PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or ALLOW_SIMULATED_PAYMENTS=true for a test fleet.`;

/**
 * Stops start-up (throws the message) when the configuration would run the simulated provider where real money is
 * expected: with NODE_ENV=production, or beside DATABASE_URL or REDIS_URL (several instances, a real deployment),
 * unless ALLOW_SIMULATED_PAYMENTS=true. The embedded single-instance default (neither variable) runs it freely.
 * Checked before anything is opened, so a refused server touches no database.
 */
export function refuseSimulatedPayments(config: ServerConfig): void {
  if (config.paymentProvider !== 'simulated' || config.allowSimulatedPayments) return;
  if (config.production) throw new Error(SIMULATED_IN_PRODUCTION);
  const shared = [...(config.databaseUrl ? ['DATABASE_URL'] : []), ...(config.redisUrl ? ['REDIS_URL'] : [])];
  if (shared.length > 0) throw new Error(simulatedBesideSharedServices(shared));
}
