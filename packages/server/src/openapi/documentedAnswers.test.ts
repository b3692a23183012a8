import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadPicture } from '../lib/testing/uploadPicture';
import { createTestUser, TEST_USER_PASSWORD, type TestUser } from '../testing/createTestUser';
import { startTestServer, type TestServer } from '../testing/startTestServer';

type Media = { schema?: object };
type Document = {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, Media> }> }>>;
  components: { schemas: Record<string, object> };
};

/**
 * A copy of `schema` that refuses undocumented fields (every object with properties gets additionalProperties: false)
 * and inlines the component references, so an answer must match its documentation field for field.
 */
function strict(schema: unknown, components: Record<string, object>): unknown {
  if (Array.isArray(schema)) return schema.map((item) => strict(item, components));
  if (typeof schema !== 'object' || schema === null) return schema;
  const node = schema as Record<string, unknown>;
  if (typeof node.$ref === 'string') return strict(components[node.$ref.split('/').pop() ?? ''], components);
  const copy = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, strict(value, components)]));
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy;
}

describe('the answers match their documentation in /openapi.json', () => {
  let server: TestServer;
  let doc: Document;
  let user: TestUser;
  let admin: string;
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });

  /** Calls `METHOD url` and checks the status and the JSON body against the documented answer of `template`. */
  async function expectDocumented(
    call: string,
    { token, headers = {}, body, template, status = 200 }: CallOptions = {},
  ): Promise<{ msg: string; data: never }> {
    const [method = '', url = ''] = call.split(' ');
    const res = await fetch(server.url + url, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = (await res.json()) as { msg: string; data: never };
    expect([call, res.status]).toEqual([call, status]);
    const path = template ?? url.split('?')[0] ?? '';
    const media = doc.paths[path]?.[method.toLowerCase()]?.responses[status]?.content?.['application/json'];
    expect(media?.schema, `${call} documents no JSON answer for ${status}`).toBeDefined();
    const validate = ajv.compile(strict(media?.schema, doc.components.schemas) as object);
    expect([call, validate(json) ? [] : validate.errors]).toEqual([call, []]);
    return json;
  }
  interface CallOptions {
    token?: string;
    headers?: Record<string, string>;
    body?: object;
    template?: string;
    status?: number;
  }

  beforeAll(async () => {
    server = await startTestServer();
    doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as Document;
    user = await createTestUser(server.app);
    admin = await server.adminToken();
  });
  afterAll(async () => {
    await server.close();
  });

  it('for sign-in, the profile, the wallet and the account calls', async () => {
    await expectDocumented('POST /usfw/auth/login', {
      body: { username: 'admin@test.local', password: 'Admin-password-1' },
    });
    await expectDocumented('GET /usfw/my-profile', { token: user.token });
    await expectDocumented('GET /usfw/wallet/details', { token: user.token });
    // The welcome credit points convert once; then there are none left.
    await expectDocumented('GET /usfw/wallet/top-up-account-cr-w', { token: user.token });
    await expectDocumented('GET /usfw/wallet/top-up-account-cr-w', { token: user.token, status: 400 });
    await expectDocumented('PUT /usfw/update/profile-picture', {
      token: user.token,
      body: { img: await uploadPicture(server.url, user.token) },
    });
    await expectDocumented('GET /usfw/change-my-social-code', { token: user.token, status: 400 });
    const { data } = await expectDocumented('POST /usfw/change-my-social-code', {
      token: user.token,
      body: { currentPassword: TEST_USER_PASSWORD },
    });
    await expectDocumented(`GET /usfw/p/search-user/${(data as { social_code: string }).social_code}`, {
      template: '/usfw/p/search-user/{code}',
    });
    await expectDocumented('POST /payment_gtw/paypal/start-payment?amount=5&currency=USD', { token: user.token });
    await expectDocumented('GET /usfw/my-profile', { status: 401 });
  });

  it('for the gateway and the usage it records', async () => {
    const encrypted = await expectDocumented('POST /csi-p/api-sandbox/encrypt-data', {
      headers: user.headers,
      body: { rawData: 'Your data here' },
    });
    const keys = encrypted.data as { privateKey: string; encryptedData: string; publicKey: string };
    const decrypted = await expectDocumented('POST /csi-p/api-sandbox/decrypt-data', {
      headers: user.headers,
      body: { prky: keys.privateKey, encryptedData: keys.encryptedData, plky: keys.publicKey },
    });
    expect(decrypted.data).toEqual({ rawData: 'Your data here' });
    await expectDocumented('POST /csi-p/api-sandbox/encrypt-data', { body: { rawData: 'x' }, status: 400 });
    const usage = await expectDocumented('GET /usfw/api-usage/my-usage', { token: user.token });
    expect(usage.data).not.toHaveLength(0);
    await expectDocumented('GET /usfw/api-usage/my-lab-data', { token: user.token });
    const calls = await expectDocumented('GET /usfw/api-usage/my-calls?environment=sandbox&limit=2', {
      token: user.token,
    });
    expect(calls.data).toMatchObject({ total: 2, limit: 2, offset: 0 });
    await expectDocumented('GET /usfw/api-usage/my-calls?limit=0', { token: user.token, status: 400 });
    await expectDocumented('GET /usfw/update/api-key', { token: user.token, status: 400 });
    await expectDocumented('POST /usfw/update/api-key', {
      token: user.token,
      body: { currentPassword: TEST_USER_PASSWORD },
    });
    await expectDocumented('GET /usfw/update/api-key/update-usage', { token: user.token });
  });

  it('for the catalog, the articles and the admin lists', async () => {
    const apis = await expectDocumented('GET /v1/apis/all-apis');
    expect(apis.data).not.toHaveLength(0);
    await expectDocumented('GET /v1/apis/get-api/csi-data-001', { template: '/v1/apis/get-api/{id}' });
    await expectDocumented('GET /v1/apis/get-api/nothing-here', { template: '/v1/apis/get-api/{id}', status: 404 });
    await expectDocumented('GET /v1/apis/get-api-s-playground/pdf-security', {
      template: '/v1/apis/get-api-s-playground/{id}',
    });
    await expectDocumented('GET /v1/apis/all-apis-admin', { token: admin });
    await expectDocumented('GET /v1/apis/all-services-admin', { token: admin });
    await expectDocumented('GET /usfw/a/get-all-users', { token: admin });
    await expectDocumented('GET /usfw/a/get-all-users', { token: user.token, status: 403 });
    const articles = await expectDocumented('GET /articles/p/get-all-articles');
    const [first] = articles.data as { title: string }[];
    expect(first).toBeDefined();
    await expectDocumented(`GET /articles/p/get-article/t/${encodeURIComponent(first?.title ?? '')}`, {
      template: '/articles/p/get-article/t/{title}',
    });
    await expectDocumented('GET /articles/a/get-all-articles', { token: admin });
    await expectDocumented('POST /usfw/customer-support/contact-us', {
      body: {
        customer_name: 'Jane',
        customer_email: 'jane@example.com',
        customer_subject: 'Pricing',
        customer_message: 'How much is a live call?',
      },
    });
  });

  it('for the sessions, the account activity and the audit log', async () => {
    // A second session of the administrator, to end; its first step answers the documented second-step challenge.
    await expectDocumented('POST /usfw/auth/login', {
      body: { username: 'admin@test.local', password: 'Admin-password-1' },
    });
    await server.adminToken();
    const sessions = (await expectDocumented('GET /usfw/sessions', { token: admin })) as {
      data: { id: string; current: boolean }[];
    };
    const ending = sessions.data.find((session) => !session.current);
    expect(ending).toBeDefined();
    await expectDocumented(`DELETE /usfw/sessions/${ending?.id ?? ''}`, {
      token: admin,
      template: '/usfw/sessions/{sessionId}',
    });
    await expectDocumented('DELETE /usfw/sessions/00000000-0000-4000-8000-000000000000', {
      token: admin,
      template: '/usfw/sessions/{sessionId}',
      status: 404,
    });
    await expectDocumented('POST /usfw/sessions/end-others', { token: admin });
    await expectDocumented('GET /usfw/security-activity', { token: admin });
    await expectDocumented('GET /usfw/a/audit-log?kind=sign-in', { token: admin });
    await expectDocumented('GET /usfw/a/audit-log?from=2025-02-30', { token: admin, status: 400 });
    await expectDocumented('GET /usfw/a/audit-log', { token: user.token, status: 403 });
  });
});
