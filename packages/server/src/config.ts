import path from 'node:path';

/** Everything the server reads from its environment (see DESIGN.md "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  /** SECRETS_KEY: the server key of secrets at rest (secrets/loadSecretsKey.ts); needed with DATABASE_URL. */
  secretsKey: string | undefined;
  /** Lifetime of a login token in seconds. */
  tokenTtlSeconds: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where contact messages and hire requests are delivered. */
  companyInbox: string;
  paymentProvider: 'simulated' | 'paypal';
  /** NODE_ENV=production refuses the simulated provider unless ALLOW_SIMULATED_PAYMENTS=true. */
  production: boolean;
  allowSimulatedPayments: boolean;
  paypal: { clientId: string | undefined; clientSecret: string | undefined; apiBase: string };
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  /** Folder with the built site (index.html + assets); unset or missing: API only. */
  siteDir: string | undefined;
  /** Largest accepted upload in bytes (files of the security APIs and images). */
  maxUploadBytes: number;
  /** Largest accepted JSON body in bytes. */
  bodyLimit: number;
  logLevel: string;
  /** How often the embedded database is vacuumed, in milliseconds (0: never). */
  vacuumIntervalMs: number;
  /** Registrations accepted per client address per hour. */
  registrationsPerHour: number;
  /** Redirect plain-HTTP GET/HEAD requests to HTTPS (behind a TLS-terminating proxy with TRUST_PROXY=true). */
  httpsRedirect: boolean;
  /** On SIGTERM, how long readiness says 503 before the instance stops accepting (load balancer drain). */
  shutdownDelayMs: number;
  /** Trust X-Forwarded-* headers (TRUST_PROXY=true): only behind a proxy that sets them. */
  trustProxy: boolean;
  /** Gateway calls per minute per account (GATEWAY_RATE_LIMIT, a positive integer; e.g. raised for the benchmark). */
  gatewayRateLimit: number;
}

/** Settings of the billing module: fixed numbers, not read from the environment, but read from here only. */
export interface BillingSettings {
  /**
   * How old a pending charge (left by the previous release's two-phase billing) must be before reconciliation refunds
   * it, in ms: longer than any live call of that release could run (see modules/billing/reconcilePendingCharges.ts).
   */
  pendingChargeTimeoutMs: number;
  /** How often a running server looks for charges a stopped instance of the previous release left pending, in ms. */
  reconcileEveryMs: number;
  /** Pending charges refunded per reconciliation transaction (a large backlog is worked through in several). */
  reconcileBatchSize: number;
}

/** The billing settings every server runs with. */
export const BILLING_SETTINGS: Readonly<BillingSettings> = {
  pendingChargeTimeoutMs: 10 * 60_000,
  reconcileEveryMs: 60_000,
  reconcileBatchSize: 500,
};

/** Gateway calls per minute per account when GATEWAY_RATE_LIMIT is unset or not a positive integer. */
export const DEFAULT_GATEWAY_RATE_LIMIT = 50;

const defaultSiteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../site/dist');

/**
 * The whole number in variable `name`, or `fallback` when it is unset or empty. Anything else (letters,
 * fractions, exponents, hex, out of range) stops start-up with a message naming the variable.
 */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}.`);
  }
  return value;
}

/** GATEWAY_RATE_LIMIT when it is a positive integer, else DEFAULT_GATEWAY_RATE_LIMIT (never stops start-up). */
function gatewayRateLimit(raw: string | undefined): number {
  const value = Number(raw);
  return Number.isSafeInteger(value) && value > 0 ? value : DEFAULT_GATEWAY_RATE_LIMIT;
}

/**
 * PAYMENT_PROVIDER: exactly 'simulated' (the default when unset) or 'paypal'. Anything else stops start-up: a
 * misspelt 'PayPal' must never quietly select the provider that credits wallets without taking money.
 */
function paymentProviderName(raw: string | undefined): ServerConfig['paymentProvider'] {
  if (raw === undefined || raw.trim() === '') return 'simulated';
  if (raw === 'simulated' || raw === 'paypal') return raw;
  throw new Error(`PAYMENT_PROVIDER must be "simulated" or "paypal", got ${JSON.stringify(raw)}.`);
}

/** Reads the configuration from environment variables, with the documented defaults; throws on a bad number. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = wholeNumber(env, 'PORT', 8080, 0, 65_535);
  const host = env.HOST ?? '127.0.0.1';
  const provider = paymentProviderName(env.PAYMENT_PROVIDER);
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    secretsKey: env.SECRETS_KEY || undefined,
    tokenTtlSeconds: wholeNumber(env, 'TOKEN_TTL_SECONDS', 60 * 60 * 24, 1, 365 * 24 * 60 * 60),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'CSI <no-reply@csi.co.ke>',
    companyInbox: env.COMPANY_INBOX ?? 'info@csi.co.ke',
    paymentProvider: provider,
    production: env.NODE_ENV === 'production',
    allowSimulatedPayments: env.ALLOW_SIMULATED_PAYMENTS === 'true',
    paypal: {
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com',
    },
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    siteDir: env.SITE_DIR ?? defaultSiteDir,
    maxUploadBytes: wholeNumber(env, 'MAX_UPLOAD_BYTES', 25 * 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    bodyLimit: wholeNumber(env, 'BODY_LIMIT', 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    logLevel: env.LOG_LEVEL ?? 'info',
    vacuumIntervalMs: wholeNumber(env, 'VACUUM_INTERVAL_MS', 10 * 60_000, 0, 24 * 60 * 60_000),
    httpsRedirect: env.HTTPS_REDIRECT === 'true',
    registrationsPerHour: wholeNumber(env, 'REGISTRATION_LIMIT_PER_HOUR', 10, 1, 1_000_000),
    shutdownDelayMs: wholeNumber(env, 'SHUTDOWN_DELAY_MS', 0, 0, 60_000),
    trustProxy: env.TRUST_PROXY === 'true',
    gatewayRateLimit: gatewayRateLimit(env.GATEWAY_RATE_LIMIT),
  };
}
