import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An order held by the fake. */
export interface FakePaypalOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  returnUrl: string;
}

/** A local stand-in for PayPal's REST API (OAuth client credentials and Orders v2), for tests. */
export interface FakePaypal {
  /** Base URL to use as PAYPAL_API_BASE. */
  url: string;
  orders: Map<string, FakePaypalOrder>;
  /** What the payer does on PayPal's approval page: the order becomes APPROVED. */
  approve(orderId: string): void;
  /** Makes the next capture report this amount instead of the order's (a provider-side mismatch). */
  captureAmountOverride: string | null;
  /** How many capture requests arrived. */
  captureCalls: number;
  /** How many access tokens were asked for. */
  tokenCalls: number;
  /** When set, the token endpoint answers 200 with this raw text (e.g. an HTML error page) instead of JSON. */
  tokenReply: string | null;
  /** PayPal stops accepting every token issued so far (as on expiry or rotation): calls with them get 401. */
  revokeTokens(): void;
  close(): Promise<void>;
}

const readBody = async (req: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
};

const send = (res: ServerResponse, status: number, body: object) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};

/** Starts the fake on a random local port; it accepts exactly the `clientId`/`clientSecret` given. */
export async function startFakePaypal(clientId: string, clientSecret: string): Promise<FakePaypal> {
  const tokens = new Set<string>();
  const fake: Omit<FakePaypal, 'url' | 'close'> = {
    orders: new Map(),
    captureCalls: 0,
    tokenCalls: 0,
    tokenReply: null,
    captureAmountOverride: null,
    revokeTokens() {
      tokens.clear();
    },
    approve(orderId) {
      const order = fake.orders.get(orderId);
      if (order?.status === 'CREATED') order.status = 'APPROVED';
    },
  };
  const orderBody = (order: FakePaypalOrder, amount = order.amount) => ({
    id: order.id,
    status: order.status,
    purchase_units: [{ payments: { captures: order.status === 'COMPLETED' ? [{ status: 'COMPLETED', amount }] : [] } }],
  });

  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const url = req.url ?? '';
    if (req.method === 'POST' && url === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials') {
        return send(res, 401, { error: 'invalid_client' });
      }
      fake.tokenCalls += 1;
      if (fake.tokenReply !== null) {
        return res.writeHead(200, { 'content-type': 'text/html' }).end(fake.tokenReply);
      }
      const token = randomBytes(16).toString('hex');
      tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
    }
    if (!tokens.has(req.headers.authorization?.replace(/^Bearer /, '') ?? '')) {
      return send(res, 401, { name: 'AUTHENTICATION_FAILURE' });
    }
    if (req.method === 'POST' && url === '/v2/checkout/orders') {
      const json = JSON.parse(body) as {
        intent: string;
        purchase_units: { amount: { currency_code: string; value: string } }[];
        payment_source: { paypal: { experience_context: { return_url: string } } };
      };
      const unit = json.purchase_units[0];
      if (json.intent !== 'CAPTURE' || !unit) return send(res, 400, { name: 'INVALID_REQUEST' });
      const id = randomBytes(8).toString('hex').toUpperCase();
      const returnUrl = json.payment_source.paypal.experience_context.return_url;
      fake.orders.set(id, { id, status: 'CREATED', amount: unit.amount, returnUrl });
      return send(res, 200, {
        id,
        status: 'PAYER_ACTION_REQUIRED',
        links: [{ rel: 'payer-action', href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, method: 'GET' }],
      });
    }
    const match = /^\/v2\/checkout\/orders\/([A-Z0-9]+)(\/capture)?$/.exec(url);
    const order = match?.[1] ? fake.orders.get(match[1]) : undefined;
    if (!order) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    if (req.method === 'GET' && !match?.[2]) return send(res, 200, orderBody(order));
    if (req.method !== 'POST') return send(res, 405, { name: 'METHOD_NOT_SUPPORTED' });
    fake.captureCalls += 1;
    if (order.status === 'COMPLETED') {
      return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
    }
    if (order.status !== 'APPROVED') {
      return send(res, 422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
    }
    order.status = 'COMPLETED';
    const amount = fake.captureAmountOverride ? { ...order.amount, value: fake.captureAmountOverride } : order.amount;
    return send(res, 201, orderBody(order, amount));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
}
