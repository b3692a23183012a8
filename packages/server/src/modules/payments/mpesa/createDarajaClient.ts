import { HttpError } from '../../../lib/HttpError';
import { PAYMENT_MESSAGES } from '../messages';
import { darajaPassword, darajaTimestamp } from './darajaPassword';

/** Credentials and base URL of a Daraja (Safaricom's, or a fake one). */
export interface DarajaOptions {
  apiBase: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

/** An STK push to send. */
export interface StkPushRequest {
  amountKes: number;
  /** 2547XXXXXXXX or 2541XXXXXXXX. */
  phone: string;
  callbackUrl: string;
  /** Shown to the payer; Daraja takes at most 12 characters. */
  accountReference: string;
  description: string;
}

/** What the STK query says about a push: settled with a result code, or still waiting for the payer. */
export type StkQueryResult = { resultCode: number; resultDesc: string } | 'pending';

/** Daraja's Lipa na M-Pesa Online (STK push) API. */
export interface DarajaClient {
  stkPush(request: StkPushRequest): Promise<{ merchantRequestId: string; checkoutRequestId: string }>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
}

type Json = Record<string, unknown>;

/**
 * Daraja over HTTP: client-credentials OAuth (the token is cached until a minute before it expires, and dropped when
 * Daraja refuses it), STK push and STK query, each signed with the timestamped password.
 */
export function createDarajaClient(options: () => DarajaOptions): DarajaClient {
  let cached: { token: string; expiresAt: number; key: string } | null = null;

  async function accessToken(): Promise<string> {
    const { apiBase, consumerKey, consumerSecret } = options();
    if (cached && cached.key === apiBase && cached.expiresAt > Date.now()) return cached.token;
    const response = await fetch(`${apiBase}/oauth/v1/generate?grant_type=client_credentials`, {
      headers: { authorization: `Basic ${Buffer.from(`${consumerKey}:${consumerSecret}`).toString('base64')}` },
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (!response?.ok) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
    const json = (await response.json().catch(() => null)) as Json | null;
    const token = json?.access_token;
    if (typeof token !== 'string' || !token) throw new HttpError(502, PAYMENT_MESSAGES.providerBadReply);
    // Daraja writes expires_in as a string of seconds ("3599").
    const lifetime = Number(json?.expires_in);
    cached = {
      token,
      key: apiBase,
      expiresAt: Date.now() + Math.max(0, (Number.isFinite(lifetime) ? lifetime : 0) - 60) * 1000,
    };
    return token;
  }

  /** A signed POST; a refused token is dropped and the call tried once more with a new one. */
  async function post(path: string, body: Json): Promise<{ status: number; json: Json }> {
    const attempt = async () => {
      const response = await fetch(`${options().apiBase}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      }).catch(() => {
        throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
      });
      const json = (await response.json().catch(() => null)) as Json | null;
      return { status: response.status, json: json ?? {} };
    };
    const first = await attempt();
    if (first.status !== 401 && first.json.errorCode !== '404.001.03') return first;
    cached = null;
    return attempt();
  }

  function signature() {
    const { shortcode, passkey } = options();
    const timestamp = darajaTimestamp();
    return {
      BusinessShortCode: shortcode,
      Password: darajaPassword(shortcode, passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return {
    async stkPush({ amountKes, phone, callbackUrl, accountReference, description }) {
      const signed = signature();
      const { status, json } = await post('/mpesa/stkpush/v1/processrequest', {
        ...signed,
        TransactionType: 'CustomerPayBillOnline',
        Amount: amountKes,
        PartyA: phone,
        PartyB: signed.BusinessShortCode,
        PhoneNumber: phone,
        CallBackURL: callbackUrl,
        AccountReference: accountReference.slice(0, 12),
        TransactionDesc: description.slice(0, 100),
      });
      if (status >= 500) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
      const { MerchantRequestID, CheckoutRequestID, ResponseCode } = json;
      if (
        status >= 400 ||
        String(ResponseCode) !== '0' ||
        typeof MerchantRequestID !== 'string' ||
        typeof CheckoutRequestID !== 'string'
      ) {
        throw new HttpError(502, PAYMENT_MESSAGES.providerBadReply);
      }
      return { merchantRequestId: MerchantRequestID, checkoutRequestId: CheckoutRequestID };
    },
    async stkQuery(checkoutRequestId) {
      const { status, json } = await post('/mpesa/stkpushquery/v1/query', {
        ...signature(),
        CheckoutRequestID: checkoutRequestId,
      });
      // "The transaction is being processed": the payer has not answered yet.
      if (json.errorCode === '500.001.1001') return 'pending';
      if (status >= 400 || json.ResultCode === undefined) throw new HttpError(502, PAYMENT_MESSAGES.providerBadReply);
      return { resultCode: Number(json.ResultCode), resultDesc: String(json.ResultDesc ?? '') };
    },
  };
}
