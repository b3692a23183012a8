import { isIP } from 'node:net';
import path from 'node:path';
import { loadMpesaSettings, type MpesaSettings } from './modules/payments/mpesa/loadMpesaSettings';

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
  /** M-Pesa top-ups (modules/payments/mpesa/loadMpesaSettings.ts reads the MPESA_* variables). */
  mpesa: MpesaSettings;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  publicUrl: string;
  /** Passkeys' relying party (modules/passkeys/relyingParty.ts): WEBAUTHN_RP_ID, else derived from publicUrl. */
  webauthnRpId: string | undefined;
  /** The origins passkey ceremonies may come from (WEBAUTHN_ORIGINS, comma-separated), else derived from publicUrl. */
  webauthnOrigins: string[] | undefined;
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
  /** Redirect plain-HTTP GET/HEAD requests to HTTPS (behind a TLS-terminating proxy named in TRUST_PROXY). */
  httpsRedirect: boolean;
  /** On SIGTERM, how long readiness says 503 before the instance stops accepting (load balancer drain). */
  shutdownDelayMs: number;
  /** The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); null: none, the peer is the client. */
  trustProxy: TrustedProxies | null;
  /** Caps on one-time code requests and guesses (see modules/auth/oneTimeCodeLimits.ts). */
  codeLimits: CodeLimits;
  /** How long a connection may take to send its request, and stay silent, before the server drops it. */
  timeouts: ServerTimeouts;
  /** Gateway calls per minute per account (GATEWAY_RATE_LIMIT, a positive integer; e.g. raised for the benchmark). */
  gatewayRateLimit: number;
}

/**
 * TRUST_PROXY: the proxies in front of the server, by address (IP, CIDR, or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`), or as a number of hops. The client is the rightmost X-Forwarded-For address that no
 * trusted proxy added (proxy-addr's rule, applied by Fastify).
 */
export type TrustedProxies = { addresses: string[] } | { hops: number };

/** Per-hour caps on one-time codes that an operator may raise (e.g. for journeys that run from one address). */
export interface CodeLimits {
  /** Code requests per client address (CODE_REQUESTS_PER_ADDRESS_PER_HOUR). */
  requestsPerAddress: number;
  /** Code submissions per client address, over all accounts (CODE_GUESSES_PER_ADDRESS_PER_HOUR). */
  guessesPerAddress: number;
  /** Code requests from every address together (CODE_REQUESTS_PER_HOUR). */
  requestsOverall: number;
  /** Code submissions from every address together (CODE_GUESSES_PER_HOUR). */
  guessesOverall: number;
}

/** The server's timeouts, in milliseconds (docs/operations.md "Timeouts" gives the reasoning for the defaults). */
export interface ServerTimeouts {
  /** From the first byte of a request to the end of its headers (HEADERS_TIMEOUT_MS). */
  headersMs: number;
  /** From the first byte of a request to the end of its body (REQUEST_TIMEOUT_MS): the slowest upload allowed. */
  requestMs: number;
  /** Silence on a connection, in either direction, before it is dropped (IDLE_TIMEOUT_MS): a stalled upload. */
  idleMs: number;
  /** How long a kept-alive connection waits for its next request (KEEP_ALIVE_TIMEOUT_MS). */
  keepAliveMs: number;
}

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

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** True for an IP address, an IP/prefix CIDR, or one of proxy-addr's range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, "false" or "0" trusts no proxy; a whole number is a hop count; otherwise a
 * comma-separated list of proxy addresses. A bare "true" stops start-up: it would believe the leftmost
 * X-Forwarded-For entry, which any client writes itself.
 */
function trustedProxies(raw: string | undefined): TrustedProxies | null {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return null;
  if (value === 'true') {
    throw new Error(
      "TRUST_PROXY=true would take any client's own X-Forwarded-For as its address. Name the proxies in front of " +
        'the server (addresses or CIDRs, e.g. TRUST_PROXY=127.0.0.1,10.0.0.0/8, or loopback), or give how many ' +
        'proxies a request passes (e.g. TRUST_PROXY=1).',
    );
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10) throw new Error(`TRUST_PROXY as a hop count must be from 1 to 10, got ${JSON.stringify(raw)}.`);
    return { hops };
  }
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.find((entry) => !isProxyAddress(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must list proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8) or give a hop count; ` +
        `${JSON.stringify(wrong)} is neither.`,
    );
  }
  return { addresses };
}

/** The timeout variables, with the rule Node.js enforces: the headers' deadline cannot pass the request's. */
function serverTimeouts(env: NodeJS.ProcessEnv): ServerTimeouts {
  const hour = 60 * 60_000;
  const timeouts = {
    headersMs: wholeNumber(env, 'HEADERS_TIMEOUT_MS', 15_000, 1, hour),
    requestMs: wholeNumber(env, 'REQUEST_TIMEOUT_MS', 300_000, 1, hour),
    idleMs: wholeNumber(env, 'IDLE_TIMEOUT_MS', 60_000, 1, hour),
    keepAliveMs: wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_MS', 72_000, 1, hour),
  };
  if (timeouts.headersMs > timeouts.requestMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${timeouts.headersMs}) must not exceed REQUEST_TIMEOUT_MS (${timeouts.requestMs}).`,
    );
  }
  return timeouts;
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
    mpesa: loadMpesaSettings(env),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://${host}:${port}`).replace(/\/$/, ''),
    webauthnRpId: env.WEBAUTHN_RP_ID?.trim() || undefined,
    webauthnOrigins: env.WEBAUTHN_ORIGINS?.trim()
      ? env.WEBAUTHN_ORIGINS.split(',')
          .map((origin) => origin.trim().replace(/\/$/, ''))
          .filter(Boolean)
      : undefined,
    siteDir: env.SITE_DIR ?? defaultSiteDir,
    maxUploadBytes: wholeNumber(env, 'MAX_UPLOAD_BYTES', 25 * 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    bodyLimit: wholeNumber(env, 'BODY_LIMIT', 1024 * 1024, 1, Number.MAX_SAFE_INTEGER),
    logLevel: env.LOG_LEVEL ?? 'info',
    vacuumIntervalMs: wholeNumber(env, 'VACUUM_INTERVAL_MS', 10 * 60_000, 0, 24 * 60 * 60_000),
    httpsRedirect: env.HTTPS_REDIRECT === 'true',
    registrationsPerHour: wholeNumber(env, 'REGISTRATION_LIMIT_PER_HOUR', 10, 1, 1_000_000),
    shutdownDelayMs: wholeNumber(env, 'SHUTDOWN_DELAY_MS', 0, 0, 60_000),
    trustProxy: trustedProxies(env.TRUST_PROXY),
    codeLimits: {
      requestsPerAddress: wholeNumber(env, 'CODE_REQUESTS_PER_ADDRESS_PER_HOUR', 10, 1, 1_000_000),
      guessesPerAddress: wholeNumber(env, 'CODE_GUESSES_PER_ADDRESS_PER_HOUR', 20, 1, 1_000_000),
      requestsOverall: wholeNumber(env, 'CODE_REQUESTS_PER_HOUR', 1_000, 1, 1_000_000),
      guessesOverall: wholeNumber(env, 'CODE_GUESSES_PER_HOUR', 1_000, 1, 1_000_000),
    },
    timeouts: serverTimeouts(env),
    gatewayRateLimit: gatewayRateLimit(env.GATEWAY_RATE_LIMIT),
  };
}
