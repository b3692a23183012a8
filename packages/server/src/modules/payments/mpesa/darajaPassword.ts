/** Nairobi is UTC+3 all year (no daylight saving): Daraja's timestamps are in its local time. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60_000;

/** Daraja's Timestamp, YYYYMMDDHHmmss in Nairobi time. */
export function darajaTimestamp(now = new Date()): string {
  return new Date(now.getTime() + NAIROBI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** The STK push and query Password: base64 of shortcode + passkey + timestamp (Daraja's Lipa na M-Pesa Online rule). */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/** What an STK callback carries (Body.stkCallback), as Daraja documents it. */
export interface StkCallback {
  MerchantRequestID: string;
  CheckoutRequestID: string;
  ResultCode: number;
  ResultDesc: string;
  CallbackMetadata?: { Item: { Name: string; Value?: string | number }[] };
}

/**
 * The credentials of the built-in fake Daraja. The shortcode and passkey are Safaricom's public sandbox test values
 * (Lipa na M-Pesa Online, shortcode 174379), so the same requests are valid against the sandbox.
 */
export const FAKE_DARAJA_CREDENTIALS = {
  consumerKey: 'fake-daraja-consumer-key',
  consumerSecret: 'fake-daraja-consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
} as const;

/** Where the built-in fake Daraja is served on the server itself. */
export const FAKE_DARAJA_PATH = '/payment_gtw/fake-daraja';
