import { HttpError } from '../../lib/HttpError';
import { formatUsd, usdToMicro } from '../billing';
import { PAYMENT_MESSAGES } from './messages';
import type { CapturedAmount, PaymentProvider } from './PaymentProvider';

/** Credentials and base URL of PayPal's REST API. */
export interface PaypalOptions {
  clientId: string;
  clientSecret: string;
  /** e.g. https://api-m.sandbox.paypal.com */
  apiBase: string;
}

interface PaypalOrder {
  id: string;
  status?: string;
  links?: { rel: string; href: string }[];
  details?: { issue?: string }[];
  purchase_units?: {
    payments?: { captures?: { status?: string; amount?: { currency_code: string; value: string } }[] };
  }[];
}

/** PayPal Orders v2: client-credentials OAuth, create with intent CAPTURE, capture; the token is cached until near expiry. */
export function createPaypalProvider({ clientId, clientSecret, apiBase }: PaypalOptions): PaymentProvider {
  const base = apiBase.replace(/\/$/, '');
  let cached: { token: string; expiresAt: number } | null = null;

  async function send(path: string, init: RequestInit): Promise<{ status: number; body: PaypalOrder }> {
    const response = await fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(15_000) }).catch(() => {
      throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
    });
    const parsed: unknown = await response.json().catch(() => null);
    const body = (parsed !== null && typeof parsed === 'object' ? parsed : {}) as PaypalOrder;
    if (response.status >= 500) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
    return { status: response.status, body };
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const response = await fetch(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(15_000),
    }).catch(() => null);
    if (!response?.ok) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
    // A 200 that is not the expected JSON (an HTML error page from a proxy, say) is the provider's fault: 502.
    const json = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
    const token = json?.access_token;
    if (typeof token !== 'string' || !token) throw new HttpError(502, PAYMENT_MESSAGES.providerBadReply);
    const lifetime = typeof json?.expires_in === 'number' && Number.isFinite(json.expires_in) ? json.expires_in : 0;
    cached = { token, expiresAt: Date.now() + Math.max(0, lifetime - 60) * 1000 };
    return token;
  }

  /** An authenticated call; a 401 means PayPal no longer takes the cached token, so it is dropped and the call retried once. */
  async function call(method: string, path: string, body?: object, requestId?: string) {
    const attempt = async () =>
      send(path, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          ...(requestId ? { 'paypal-request-id': requestId } : {}),
        },
        body: body && JSON.stringify(body),
      });
    const first = await attempt();
    if (first.status !== 401) return first;
    cached = null;
    return attempt();
  }

  function capturedAmount(order: PaypalOrder): CapturedAmount {
    const capture = order.purchase_units?.[0]?.payments?.captures?.find((c) => c.status === 'COMPLETED');
    const amountMicro = capture?.amount ? usdToMicro(capture.amount.value, 2) : null;
    if (order.status !== 'COMPLETED' || !capture?.amount || amountMicro === null) {
      throw new HttpError(400, PAYMENT_MESSAGES.notApproved);
    }
    return { amountMicro, currency: capture.amount.currency_code };
  }

  return {
    name: 'paypal',
    async createOrder({ paymentId, amountMicro, returnUrl, cancelUrl }) {
      const { status, body } = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: paymentId,
              custom_id: paymentId,
              amount: { currency_code: 'USD', value: formatUsd(amountMicro) },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                return_url: returnUrl,
                cancel_url: cancelUrl,
                user_action: 'PAY_NOW',
                shipping_preference: 'NO_SHIPPING',
              },
            },
          },
        },
        paymentId,
      );
      const approve = body.links?.find((link) => link.rel === 'approve' || link.rel === 'payer-action');
      if (status >= 400 || !body.id || !approve) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
      return { orderId: body.id, approveUrl: approve.href };
    },
    async capture(orderId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      const { status, body } = await call('POST', `${path}/capture`, {}, `capture-${orderId}`);
      if (status < 400) return capturedAmount(body);
      if (body.details?.some((detail) => detail.issue === 'ORDER_ALREADY_CAPTURED')) {
        return capturedAmount((await call('GET', path)).body);
      }
      throw new HttpError(400, PAYMENT_MESSAGES.notApproved);
    },
  };
}
