/** Where Safaricom's Daraja API lives, by MPESA_ENVIRONMENT. */
export const DARAJA_BASES = {
  sandbox: 'https://sandbox.safaricom.co.ke',
  production: 'https://api.safaricom.co.ke',
} as const;

/** The KES/USD rate of the embedded install when MPESA_KES_PER_USD is unset (the fake Daraja takes no money). */
export const DEFAULT_KES_PER_USD = { kesPerUsdCents: 12_900, rateDate: '2026-11-01' } as const;

/** M-Pesa top-ups: which Daraja to talk to, with what credentials, and the KES/USD rate. */
export interface MpesaSettings {
  /**
   * MPESA_PROVIDER: 'daraja' (Safaricom), 'fake' (the built-in fake Daraja: no money taken), 'off', or 'auto' (unset):
   * Daraja when MPESA_CONSUMER_KEY is set, else the fake where simulated payments may run, else off (resolveMpesaMode).
   */
  provider: 'auto' | 'daraja' | 'fake' | 'off';
  consumerKey: string | undefined;
  consumerSecret: string | undefined;
  shortcode: string | undefined;
  passkey: string | undefined;
  environment: keyof typeof DARAJA_BASES;
  /** MPESA_API_BASE: the Daraja to call instead of the environment's (a fake Daraja of its own, in tests). */
  apiBase: string | undefined;
  /** MPESA_CALLBACK_BASE_URL: the public https origin Daraja posts results to (PUBLIC_URL when unset). */
  callbackBaseUrl: string | undefined;
  /** MPESA_KES_PER_USD, in KES cents per US dollar (129.50 KES/USD is 12950): integers, never floats. */
  kesPerUsdCents: number;
  /** MPESA_RATE_DATE: the day the rate was set (YYYY-MM-DD), shown with it. */
  rateDate: string;
}

const CREDENTIALS = ['MPESA_CONSUMER_KEY', 'MPESA_CONSUMER_SECRET', 'MPESA_SHORTCODE', 'MPESA_PASSKEY'] as const;

/** A rate such as "129" or "129.50": digits with at most 2 decimals, from 1 to 100000 KES per USD. */
function kesPerUsdCents(raw: string): number {
  const match = /^\s*(\d{1,6})(?:\.(\d{1,2}))?\s*$/.exec(raw);
  const cents = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(cents >= 100 && cents <= 10_000_000)) {
    throw new Error(
      `MPESA_KES_PER_USD must be the KES price of one US dollar, such as 129.50, got ${JSON.stringify(raw)}.`,
    );
  }
  return cents;
}

/** A calendar day written YYYY-MM-DD that exists. */
function isDay(text: string): boolean {
  const date = new Date(`${text}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Reads the MPESA_* variables; stops start-up with a message naming the variable when one is wrong or when Daraja's
 * credentials are given only in part. Real Daraja needs its rate set explicitly (with its date): a default rate is
 * only for the fake.
 */
export function loadMpesaSettings(env: NodeJS.ProcessEnv): MpesaSettings {
  const rawProvider = env.MPESA_PROVIDER?.trim() || 'auto';
  if (!['auto', 'daraja', 'fake', 'off'].includes(rawProvider)) {
    throw new Error(`MPESA_PROVIDER must be "daraja", "fake" or "off", got ${JSON.stringify(env.MPESA_PROVIDER)}.`);
  }
  const provider = rawProvider as MpesaSettings['provider'];
  const given = CREDENTIALS.filter((name) => env[name]?.trim());
  const wantsDaraja = provider === 'daraja' || (provider === 'auto' && given.length > 0);
  if (wantsDaraja && given.length < CREDENTIALS.length) {
    const missing = CREDENTIALS.filter((name) => !given.includes(name));
    throw new Error(`M-Pesa through Daraja needs ${CREDENTIALS.join(', ')}; missing: ${missing.join(', ')}.`);
  }
  const shortcode = env.MPESA_SHORTCODE?.trim();
  if (wantsDaraja && !/^\d{5,7}$/.test(shortcode ?? '')) {
    throw new Error(
      `MPESA_SHORTCODE must be the 5 to 7 digit paybill or till number, got ${JSON.stringify(shortcode)}.`,
    );
  }
  const environment = env.MPESA_ENVIRONMENT?.trim() || 'sandbox';
  if (environment !== 'sandbox' && environment !== 'production') {
    throw new Error(
      `MPESA_ENVIRONMENT must be "sandbox" or "production", got ${JSON.stringify(env.MPESA_ENVIRONMENT)}.`,
    );
  }
  const rawRate = env.MPESA_KES_PER_USD?.trim();
  const rateDate = env.MPESA_RATE_DATE?.trim();
  if (wantsDaraja && (!rawRate || !rateDate)) {
    throw new Error('M-Pesa through Daraja needs MPESA_KES_PER_USD (e.g. 129.50) and MPESA_RATE_DATE (YYYY-MM-DD).');
  }
  if (rateDate && !isDay(rateDate)) {
    throw new Error(`MPESA_RATE_DATE must be a day written YYYY-MM-DD, got ${JSON.stringify(rateDate)}.`);
  }
  const callbackBaseUrl = env.MPESA_CALLBACK_BASE_URL?.trim().replace(/\/$/, '') || undefined;
  if (callbackBaseUrl && !/^https?:\/\/[^/]+$/.test(callbackBaseUrl)) {
    throw new Error(
      `MPESA_CALLBACK_BASE_URL must be an origin such as https://csi.co.ke (no path), got ${JSON.stringify(callbackBaseUrl)}.`,
    );
  }
  return {
    provider,
    consumerKey: env.MPESA_CONSUMER_KEY?.trim() || undefined,
    consumerSecret: env.MPESA_CONSUMER_SECRET?.trim() || undefined,
    shortcode: shortcode || undefined,
    passkey: env.MPESA_PASSKEY?.trim() || undefined,
    environment,
    apiBase: env.MPESA_API_BASE?.trim().replace(/\/$/, '') || undefined,
    callbackBaseUrl,
    kesPerUsdCents: rawRate ? kesPerUsdCents(rawRate) : DEFAULT_KES_PER_USD.kesPerUsdCents,
    rateDate: rateDate ?? DEFAULT_KES_PER_USD.rateDate,
  };
}
