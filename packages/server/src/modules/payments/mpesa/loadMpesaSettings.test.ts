import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { loadMpesaSettings } from './loadMpesaSettings';
import { FAKE_DARAJA_REFUSED, resolveMpesaMode } from './resolveMpesaMode';

const DARAJA = {
  MPESA_CONSUMER_KEY: 'key',
  MPESA_CONSUMER_SECRET: 'secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'passkey',
  MPESA_KES_PER_USD: '129.50',
  MPESA_RATE_DATE: '2026-11-20',
};

describe('MPESA_* settings', () => {
  it('runs the fake with the default dated rate on the embedded install, and Daraja when its variables are set', () => {
    expect(resolveMpesaMode(loadConfig({}))).toBe('fake');
    expect(loadMpesaSettings({})).toMatchObject({ kesPerUsdCents: 12900, rateDate: '2026-11-01' });
    const config = loadConfig({ ...DARAJA, MPESA_ENVIRONMENT: 'production' });
    expect(resolveMpesaMode(config)).toBe('daraja');
    expect(config.mpesa).toMatchObject({ environment: 'production', kesPerUsdCents: 12950, rateDate: '2026-11-20' });
  });

  it('never runs the fake silently in a fleet: off beside DATABASE_URL, refused when asked for, allowed explicitly', () => {
    const fleet = { DATABASE_URL: 'postgres://db/csi', REDIS_URL: 'redis://r' };
    expect(resolveMpesaMode(loadConfig(fleet))).toBe('off');
    expect(() => resolveMpesaMode(loadConfig({ ...fleet, MPESA_PROVIDER: 'fake' }))).toThrow(FAKE_DARAJA_REFUSED);
    expect(() => resolveMpesaMode(loadConfig({ NODE_ENV: 'production', MPESA_PROVIDER: 'fake' }))).toThrow(
      FAKE_DARAJA_REFUSED,
    );
    expect(resolveMpesaMode(loadConfig({ ...fleet, ALLOW_SIMULATED_PAYMENTS: 'true' }))).toBe('fake');
  });

  it('stops start-up with a message naming what is wrong', () => {
    const cases: [NodeJS.ProcessEnv, string][] = [
      [
        { MPESA_CONSUMER_KEY: 'key' },
        'M-Pesa through Daraja needs MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY; missing: MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY.',
      ],
      [
        { ...DARAJA, MPESA_SHORTCODE: '17a' },
        'MPESA_SHORTCODE must be the 5 to 7 digit paybill or till number, got "17a".',
      ],
      [{ ...DARAJA, MPESA_ENVIRONMENT: 'live' }, 'MPESA_ENVIRONMENT must be "sandbox" or "production", got "live".'],
      [
        { ...DARAJA, MPESA_KES_PER_USD: '' },
        'M-Pesa through Daraja needs MPESA_KES_PER_USD (e.g. 129.50) and MPESA_RATE_DATE (YYYY-MM-DD).',
      ],
      [
        { MPESA_KES_PER_USD: '1e2' },
        'MPESA_KES_PER_USD must be the KES price of one US dollar, such as 129.50, got "1e2".',
      ],
      [{ MPESA_RATE_DATE: '2026-02-30' }, 'MPESA_RATE_DATE must be a day written YYYY-MM-DD, got "2026-02-30".'],
      [{ MPESA_PROVIDER: 'Daraja' }, 'MPESA_PROVIDER must be "daraja", "fake" or "off", got "Daraja".'],
      [
        { MPESA_CALLBACK_BASE_URL: 'https://csi.co.ke/hooks' },
        'MPESA_CALLBACK_BASE_URL must be an origin such as https://csi.co.ke (no path), got "https://csi.co.ke/hooks".',
      ],
    ];
    for (const [env, message] of cases) expect(() => loadMpesaSettings(env)).toThrow(message);
  });
});
