import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { contractBreaks } from './contractBreaks';
import { operationDocs } from './operations/operationDocs';

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string }; examples?: object }> }>;
};
type Document = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, object> };
};

const PUBLIC = 'public';
const BEARER = 'bearer';
const KEYS = 'api key pair';
type Auth = typeof PUBLIC | typeof BEARER | typeof KEYS;

/** Every call of the spec's section 7 that the server answers, as `METHOD path`, with its credentials. */
const SPEC_CALLS: [string, Auth][] = [
  ['PUT /usfw/auth/account-activate-recover', PUBLIC],
  ['POST /usfw/auth/activate-account', PUBLIC],
  ['POST /usfw/auth/register', PUBLIC],
  ['POST /usfw/auth/login', PUBLIC],
  ['GET /usfw/my-profile', BEARER],
  ['PUT /usfw/update/profile-picture', BEARER],
  ['PUT /usfw/update/profile-basic-d', BEARER],
  ['GET /usfw/update/api-key', BEARER],
  ['POST /usfw/update/api-key', BEARER],
  ['GET /usfw/update/api-key/update-usage', BEARER],
  ['POST /usfw/customer-support/contact-us', PUBLIC],
  ['PUT /usfw/change-my-password', BEARER],
  ['GET /usfw/change-my-social-code', BEARER],
  ['POST /usfw/change-my-social-code', BEARER],
  ['GET /usfw/a/get-all-users', BEARER],
  ['GET /usfw/a/manage-activation/{userId}/{action}', BEARER],
  ['GET /usfw/p/search-user/{code}', PUBLIC],
  ['POST /api/logout', BEARER],
  ['GET /usfw/wallet/details', BEARER],
  ['GET /usfw/wallet/top-up-account-cr-w', BEARER],
  ['POST /payment_gtw/paypal/start-payment', BEARER],
  ['GET /payment_gtw/paypal/payment-success', PUBLIC],
  ['GET /usfw/api-usage/my-usage', BEARER],
  ['GET /usfw/api-usage/my-calls', BEARER],
  ['GET /usfw/api-usage/my-lab-data', BEARER],
  ['GET /v1/apis/all-apis', PUBLIC],
  ['GET /v1/apis/get-api/{id}', PUBLIC],
  ['GET /v1/apis/all-apis-admin', BEARER],
  ['POST /v1/apis/add-api', BEARER],
  ['PUT /v1/apis/update-api/{id}', BEARER],
  ['GET /v1/apis/get-api-s-playground/{id}', PUBLIC],
  ['POST /csi-p/api-live/file/file-metadata', KEYS],
  ['POST /csi-p/api-live/encrypt-data', KEYS],
  ['POST /csi-p/api-live/decrypt-data', KEYS],
  ['POST /csi-p/api-live/file/encrypt-pdf', KEYS],
  ['POST /csi-p/api-sandbox/file/file-metadata', KEYS],
  ['POST /csi-p/api-sandbox/encrypt-data', KEYS],
  ['POST /csi-p/api-sandbox/decrypt-data', KEYS],
  ['POST /csi-p/api-sandbox/file/encrypt-pdf', KEYS],
  ['GET /articles/p/get-all-articles', PUBLIC],
  ['GET /articles/p/get-article/t/{title}', PUBLIC],
  ['GET /articles/a/get-all-articles', BEARER],
  ['POST /articles/a/add-article', BEARER],
  ['PUT /articles/a/update-article/{articleId}', BEARER],
  ['DELETE /articles/a/permanent-delete/{title}', BEARER],
  ['GET /jsons/metadata.json', PUBLIC],
  ['GET /markups/{path}', PUBLIC],
  ['GET /jsons/cyber-security-tools.json', PUBLIC],
  ['GET /markups/documentations/{path}', PUBLIC],
  ['POST /project/csi/hire-csi-developers', BEARER],
  ['POST /images/upload', BEARER],
];

/** The calls whose request the spec describes: their parameters and body fields. */
const SPEC_REQUESTS: [string, { parameters?: string[]; body?: string[] }][] = [
  ['PUT /usfw/auth/account-activate-recover', { body: ['email'] }],
  ['POST /usfw/auth/activate-account', { body: ['email', 'activationCode'] }],
  ['POST /usfw/auth/register', { body: ['username', 'email', 'password', 'fullName', 'country', 'address'] }],
  ['POST /usfw/auth/login', { body: ['username', 'password'] }],
  ['PUT /usfw/update/profile-picture', { body: ['img'] }],
  ['PUT /usfw/update/profile-basic-d', { body: ['username', 'gender', 'dateOfBirth', 'phoneNumber', 'fullName'] }],
  [
    'POST /usfw/customer-support/contact-us',
    { body: ['customer_name', 'customer_email', 'customer_subject', 'customer_message'] },
  ],
  ['PUT /usfw/change-my-password', { body: ['currentPassword', 'newPassword'] }],
  ['POST /usfw/update/api-key', { body: ['currentPassword'] }],
  ['POST /usfw/change-my-social-code', { body: ['currentPassword'] }],
  ['GET /usfw/a/manage-activation/{userId}/{action}', { parameters: ['path:userId', 'path:action'] }],
  ['GET /usfw/p/search-user/{code}', { parameters: ['path:code'] }],
  ['POST /payment_gtw/paypal/start-payment', { parameters: ['query:amount', 'query:currency'] }],
  ['GET /payment_gtw/paypal/payment-success', { parameters: ['query:paymentId', 'query:token', 'query:PayerID'] }],
  [
    'GET /usfw/api-usage/my-calls',
    { parameters: ['query:environment', 'query:status', 'query:api', 'query:limit', 'query:offset'] },
  ],
  ['GET /v1/apis/get-api/{id}', { parameters: ['path:id'] }],
  ['POST /v1/apis/add-api', { body: ['apiId', 'name', 'endpoint', 'apiAccepts', 'bodyExample', 'cost', 'live'] }],
  ['PUT /v1/apis/update-api/{id}', { parameters: ['path:id'], body: ['apiId', 'name', 'cost', 'live'] }],
  ['POST /csi-p/api-live/encrypt-data', { body: ['rawData'] }],
  ['POST /csi-p/api-live/decrypt-data', { body: ['prky', 'encryptedData', 'plky'] }],
  ['POST /csi-p/api-live/file/encrypt-pdf', { body: ['filepart', 'password'] }],
  ['POST /csi-p/api-live/file/file-metadata', { body: ['file', 'apiKey'] }],
  [
    'PUT /articles/a/update-article/{articleId}',
    { parameters: ['path:articleId'], body: ['title', 'summary', 'category', 'content', 'articleIsOnline'] },
  ],
  ['DELETE /articles/a/permanent-delete/{title}', { parameters: ['path:title'] }],
];

const STORED_PATH = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.json');

describe('the OpenAPI document at /openapi.json', () => {
  let server: TestServer;
  let response: Response;
  let doc: Document;
  const operation = (call: string): Operation | undefined => {
    const [method = '', url = ''] = call.split(' ');
    return doc.paths[url]?.[method.toLowerCase()];
  };

  beforeAll(async () => {
    server = await startTestServer();
    response = await fetch(`${server.url}/openapi.json`);
    doc = (await response.json()) as Document;
  });
  afterAll(async () => {
    await server.close();
  });

  it('is public JSON that passes an OpenAPI 3.1 validator', async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('CSI developer API platform');
    expect(doc.info.version).toBe(packageJson.version);
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has the bearer token and the API key pair as security schemes, and a tag per area', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }),
      apiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
      appUsername: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-app-username' }),
    });
    const tags = doc.tags.map((tag) => tag.name);
    for (const area of ['auth', 'account', 'wallet', 'payments', 'usage', 'apis', 'gateway', 'articles', 'support']) {
      expect(tags).toContain(area);
    }
  });

  it.each(SPEC_CALLS)('lists %s with its security (%s)', (call, auth) => {
    const op = operation(call);
    expect(op, `${call} is missing`).toBeDefined();
    const expected = { [PUBLIC]: [], [BEARER]: [{ bearerAuth: [] }], [KEYS]: [{ apiKey: [], appUsername: [] }] }[auth];
    expect(op?.security).toEqual(expected);
  });

  it.each(SPEC_CALLS)('describes the success answer and the error shape of %s', (call, auth) => {
    const responses = operation(call)?.responses ?? {};
    const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
    expect(success).toHaveLength(1);
    expect(Object.keys(responses[success[0] ?? '']?.content ?? {})).not.toHaveLength(0);
    const failures = Object.entries(responses).filter(([status]) => /^[45]\d\d$/.test(status));
    if (auth !== PUBLIC) expect(failures.length).toBeGreaterThan(0);
    for (const [, failure] of failures) {
      const json = failure.content?.['application/json'];
      expect(json?.schema?.$ref).toBe('#/components/schemas/ErrorBody');
      expect(Object.keys(json?.examples ?? {})).not.toHaveLength(0);
    }
  });

  it.each(SPEC_REQUESTS)('describes the request of %s', (call, { parameters = [], body = [] }) => {
    const op = operation(call);
    expect((op?.parameters ?? []).map((p) => `${p.in}:${p.name}`)).toEqual(expect.arrayContaining(parameters));
    if (body.length > 0) {
      const [media] = Object.values(op?.requestBody?.content ?? {});
      const schema = media?.schema as { properties?: object } | undefined;
      expect(Object.keys(schema?.properties ?? {})).toEqual(expect.arrayContaining(body));
    }
  });

  it('matches every documentation entry to a route (a renamed route would leave its entry behind)', () => {
    const listed = Object.entries(doc.paths).flatMap(([url, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${url}`),
    );
    const documented = Object.keys(operationDocs).map((key) => key.replace(/:(\w+)/g, '{$1}'));
    expect(listed).toEqual(expect.arrayContaining(documented));
  });

  it('gives the error shape { msg, requestId? } and the spec’s messages as examples', () => {
    const text = JSON.stringify(doc);
    expect(text).toContain('"ErrorBody":{"type":"object","properties":{"msg":');
    for (const msg of [
      'Wrong x-api-key and/or x-app-username',
      'Insufficient balance for live API request.',
      'Email is required.',
      'Invalid email format.',
      'Password must be at least 8 characters long.',
      'Amount must be a valid number.',
      'Amount must be greater than 0.',
      'Please enter a valid full name (2-100 characters)',
      'You must agree to the terms to continue',
    ]) {
      expect(text).toContain(JSON.stringify({ msg }).slice(1, -1));
    }
  });

  it('documents the real credentials: bearer calls without a token answer 401, gateway calls without keys 400', async () => {
    for (const [call, auth] of SPEC_CALLS) {
      if (auth === PUBLIC) continue;
      const [method = '', url = ''] = call.split(' ');
      const res = await fetch(server.url + url.replace(/\{[^}]+\}/g, '1'), { method });
      const body = (await res.json()) as { msg: string };
      expect([call, res.status, body.msg]).toEqual(
        auth === BEARER
          ? [call, 401, 'Authentication required.']
          : [call, 400, 'Wrong x-api-key and/or x-app-username'],
      );
    }
  });

  it('keeps every path, method, parameter and field of the stored contract unless info.version changed', async () => {
    const stored = JSON.parse(await readFile(STORED_PATH, 'utf8')) as Document;
    const breaks = contractBreaks(stored, doc);
    const advice =
      `The OpenAPI document removes or renames what the stored contract (packages/server/openapi/openapi.json) has:\n` +
      breaks.map((line) => `  - ${line}`).join('\n') +
      `\nIf the break is intended, bump "version" in packages/server/package.json, then refresh the stored copy with` +
      ` \`npm run openapi -w @csi/server\` and commit it.`;
    expect(breaks, advice).toEqual([]);
  });
});
