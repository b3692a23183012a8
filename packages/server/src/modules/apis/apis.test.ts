import type { ApiDefinition } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { createTestUser } from '../../testing/createTestUser';
import { startTestServer, type TestServer } from '../../testing/startTestServer';

const newApi = {
  apiId: 'csi-test-001',
  name: 'Test API',
  shortDescription: 'A test API.',
  documentationLink: '/docs/g/csi-apis',
  specialPlayground: '0',
  endpoint: '/test-one, /test-two',
  apiAccepts: 'application/json',
  bodyExample: '',
  cost: 0.000125,
  apiService: 'none',
  live: false,
};

describe('the API catalog v1/apis', () => {
  let server: TestServer;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.adminToken();
    user = (await createTestUser(server.app)).token;
  });
  afterAll(async () => {
    await server.close();
  });

  it('is seeded with the three real APIs, every field present', async () => {
    const reply = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis');
    expect(reply.status).toBe(200);
    const byId = Object.fromEntries(reply.body.data.map((api) => [api.apiId, api]));
    expect(Object.keys(byId).sort()).toEqual(['csi-data-001', 'csi-meta-001', 'csi-pdf-001']);
    expect(byId['csi-meta-001']).toMatchObject({
      endpoint: '/file/file-metadata',
      cost: 0.01,
      documentationLink: '/docs/v1/meta-data-viewer',
      apiAccepts: 'multipart/form-data',
      specialPlayground: '0',
      apiService: 'metadata-viewer',
      live: true,
    });
    expect(byId['csi-data-001']).toMatchObject({
      endpoint: '/encrypt-data,/decrypt-data',
      cost: 0.005,
      apiAccepts: 'application/json',
    });
    const [encrypt, decrypt] = byId['csi-data-001']?.bodyExample.split(' OR ') ?? [];
    expect(JSON.parse(encrypt ?? '')).toEqual({ rawData: expect.any(String) });
    expect(encrypt).toContain('\n  "rawData"');
    expect(Object.keys(JSON.parse(decrypt ?? ''))).toEqual(['prky', 'encryptedData', 'plky']);
    expect(byId['csi-pdf-001']).toMatchObject({
      endpoint: '/file/encrypt-pdf',
      cost: 0.02,
      specialPlayground: 'pdf-security',
      documentationLink: '/docs/v1/secure-docs/pdf',
    });
    for (const api of reply.body.data) {
      expect(api.shortDescription.length).toBeGreaterThanOrEqual(200);
      expect(Object.keys(api).sort()).toEqual(
        [
          'id',
          'apiId',
          'name',
          'shortDescription',
          'documentationLink',
          'specialPlayground',
          'endpoint',
          'apiAccepts',
          'bodyExample',
          'cost',
          'apiService',
          'live',
        ].sort(),
      );
    }
  });

  it('finds one API by id, apiId or special playground name', async () => {
    const byApiId = await callApi<ApiDefinition>(server.url, 'GET', 'v1/apis/get-api/csi-pdf-001');
    expect(byApiId.body.data.name).toBe('PDF Security');
    const byId = await callApi<ApiDefinition>(server.url, 'GET', `v1/apis/get-api/${byApiId.body.data.id}`);
    expect(byId.body.data.apiId).toBe('csi-pdf-001');
    const lab = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/get-api-s-playground/pdf-security');
    expect(lab.body.data[0]?.apiId).toBe('csi-pdf-001');
    expect((await callApi(server.url, 'GET', 'v1/apis/get-api/csi-none')).status).toBe(404);
  });

  it('keeps the admin calls for admins (403 for users)', async () => {
    expect((await callApi(server.url, 'GET', 'v1/apis/all-apis-admin', { token: user })).status).toBe(403);
    const add = await callApi(server.url, 'POST', 'v1/apis/add-api', { token: user, body: newApi });
    expect(add).toMatchObject({ status: 403, body: { msg: 'Admin access required.' } });
    expect((await callApi(server.url, 'PUT', 'v1/apis/update-api/1', { token: user, body: newApi })).status).toBe(403);
    expect((await callApi(server.url, 'GET', 'v1/apis/all-apis-admin')).status).toBe(401);
  });

  it('checks content type, cost and endpoint paths of a new API', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { apiAccepts: 'text/made-up' },
        400,
        'apiAccepts must be one of the supported content types, e.g. application/json.',
      ],
      [{ cost: 0.0000001 }, 400, 'cost must be a USD amount from 0 to 1000 with at most 6 decimals.'],
      [{ cost: -1 }, 400, 'Invalid request: cost must be >= 0.'],
      [
        { endpoint: 'no-slash' },
        400,
        'endpoint must be comma-separated paths, each starting with /, e.g. /encrypt-data,/decrypt-data.',
      ],
      [{ endpoint: '/encrypt-data' }, 409, 'Endpoint /encrypt-data is already served by API csi-data-001.'],
      [{ apiId: 'csi-pdf-001' }, 409, 'An API with apiId csi-pdf-001 already exists.'],
    ];
    for (const [change, status, msg] of cases) {
      const reply = await callApi(server.url, 'POST', 'v1/apis/add-api', {
        token: admin,
        body: { ...newApi, ...change },
      });
      expect({ change, status: reply.status, msg: reply.body.msg }).toEqual({ change, status, msg });
    }
  });

  it('adds and updates an API; offline ones show only to admins', async () => {
    const added = await callApi<ApiDefinition>(server.url, 'POST', 'v1/apis/add-api', { token: admin, body: newApi });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      endpoint: '/test-one,/test-two',
      cost: 0.000125,
      bodyExample: '{\n  "rawData": "Your data here"\n}',
    });
    const publicList = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis');
    expect(publicList.body.data.map((api) => api.apiId)).not.toContain('csi-test-001');
    const adminList = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis-admin', { token: admin });
    expect(adminList.body.data.map((api) => api.apiId)).toContain('csi-test-001');

    const updated = await callApi<ApiDefinition>(server.url, 'PUT', `v1/apis/update-api/${added.body.data.id}`, {
      token: admin,
      body: { ...newApi, cost: 1.5, endpoint: '/test-one' },
    });
    expect(updated.body.data).toMatchObject({ id: added.body.data.id, live: false, cost: 1.5, endpoint: '/test-one' });
    expect((await callApi(server.url, 'GET', 'v1/apis/get-api/csi-test-001')).status).toBe(404);
  });

  it('lists the services the server has to admins, and saves no live API without one behind every endpoint', async () => {
    const services = await callApi(server.url, 'GET', 'v1/apis/all-services-admin', { token: admin });
    expect(services).toMatchObject({
      status: 200,
      body: {
        msg: 'Services.',
        data: [
          { apiService: 'data-security', endpoints: ['/encrypt-data', '/decrypt-data'] },
          { apiService: 'metadata-viewer', endpoints: ['/file/file-metadata'] },
          { apiService: 'pdf-security', endpoints: ['/file/encrypt-pdf'] },
        ],
      },
    });
    expect((await callApi(server.url, 'GET', 'v1/apis/all-services-admin', { token: user })).status).toBe(403);
    const cases: [Record<string, unknown>, string][] = [
      [
        { apiService: 'test-service' },
        "apiService must be one of the server's services (data-security, metadata-viewer, pdf-security) or none (documentation only).",
      ],
      [
        { apiService: 'none', live: true },
        'A documentation-only API (apiService none) cannot be live: choose the service behind it, or save it Offline.',
      ],
      [
        { apiService: 'pdf-security', live: true, endpoint: '/file/encrypt-pdf-v2' },
        "The pdf-security service does not serve /file/encrypt-pdf-v2 (it serves /file/encrypt-pdf): a live API's endpoints must be its service's, or save it Offline.",
      ],
    ];
    for (const [change, msg] of cases) {
      const reply = await callApi(server.url, 'POST', 'v1/apis/add-api', {
        token: admin,
        body: { ...newApi, apiId: 'csi-noservice-001', endpoint: '/noservice-one', ...change },
      });
      expect({ change, status: reply.status, msg: reply.body.msg }).toEqual({ change, status: 400, msg });
    }
    const pdf = await callApi<ApiDefinition>(server.url, 'GET', 'v1/apis/get-api/csi-pdf-001');
    const unserved = await callApi(server.url, 'PUT', 'v1/apis/update-api/csi-pdf-001', {
      token: admin,
      body: { ...pdf.body.data, apiService: 'data-security' },
    });
    expect(unserved).toMatchObject({
      status: 400,
      body: {
        msg: "The data-security service does not serve /file/encrypt-pdf (it serves /encrypt-data, /decrypt-data): a live API's endpoints must be its service's, or save it Offline.",
      },
    });
    const admins = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis-admin', { token: admin });
    expect(admins.body.data.map((api) => api.apiId)).not.toContain('csi-noservice-001');
  });

  it('shows users no live API saved before the rule whose service cannot answer', async () => {
    await server.app.db
      .insertInto('apis')
      .values({
        apiId: 'csi-legacy-001',
        name: 'Legacy API',
        shortDescription: 'Saved live with no service.',
        documentationLink: '/docs/g/csi-apis',
        specialPlayground: '0',
        endpoint: '/legacy-one',
        apiAccepts: 'application/json',
        bodyExample: '{}',
        costMicro: '0',
        apiService: 'legacy-service',
        live: true,
      })
      .execute();
    const list = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis');
    expect(list.body.data.map((api) => api.apiId).sort()).toEqual(['csi-data-001', 'csi-meta-001', 'csi-pdf-001']);
    expect((await callApi(server.url, 'GET', 'v1/apis/get-api/csi-legacy-001')).status).toBe(404);
    expect((await callApi(server.url, 'GET', 'v1/apis/get-api-s-playground/csi-legacy-001')).status).toBe(404);
    const admins = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis-admin', { token: admin });
    expect(admins.body.data.find((api) => api.apiId === 'csi-legacy-001')).toMatchObject({ live: true });
  });

  it('refuses a NUL character in an id or an admin body with 400 and a msg, changing nothing', async () => {
    const idMsg = 'Invalid request: params.id must not contain NUL characters.';
    for (const path of ['v1/apis/get-api/%00', 'v1/apis/get-api-s-playground/%00', 'v1/apis/get-api/csi%00x']) {
      expect({ path, ...(await callApi(server.url, 'GET', path)) }).toMatchObject({
        path,
        status: 400,
        body: { msg: idMsg },
      });
    }
    const nulApi = { ...newApi, apiId: 'csi-nul-001', endpoint: '/nul-one' };
    const add = await callApi(server.url, 'POST', 'v1/apis/add-api', {
      token: admin,
      body: { ...nulApi, name: 'Bad\u0000name' },
    });
    expect(add).toMatchObject({
      status: 400,
      body: { msg: 'Invalid request: body.name must not contain NUL characters.' },
    });
    const update = await callApi(server.url, 'PUT', 'v1/apis/update-api/1%00', { token: admin, body: nulApi });
    expect(update).toMatchObject({ status: 400, body: { msg: idMsg } });
    const updateBody = await callApi(server.url, 'PUT', 'v1/apis/update-api/csi-pdf-001', {
      token: admin,
      body: { ...newApi, apiId: 'csi-pdf-001', endpoint: '/file/encrypt-pdf', shortDescription: 'x\u0000' },
    });
    expect(updateBody).toMatchObject({
      status: 400,
      body: { msg: 'Invalid request: body.shortDescription must not contain NUL characters.' },
    });
    const list = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis-admin', { token: admin });
    expect(list.body.data.map((api) => api.apiId)).not.toContain('csi-nul-001');
    expect(list.body.data.find((api) => api.apiId === 'csi-pdf-001')?.name).toBe('PDF Security');
  });

  it('trims the text fields before requiring them, so a blank apiId or name is refused', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ apiId: '   ' }, 'apiId is required.'],
      [{ apiId: '' }, 'apiId is required.'],
      [{ name: ' \t ' }, 'name is required.'],
      [{ shortDescription: '  ' }, 'shortDescription is required.'],
      [{ documentationLink: ' ' }, 'documentationLink is required.'],
      [{ apiService: '\n' }, 'apiService is required.'],
    ];
    for (const [change, msg] of cases) {
      const reply = await callApi(server.url, 'POST', 'v1/apis/add-api', {
        token: admin,
        body: { ...newApi, apiId: 'csi-blank-001', endpoint: '/blank-one', ...change },
      });
      expect({ change, status: reply.status, msg: reply.body.msg }).toEqual({ change, status: 400, msg });
    }
    const list = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis-admin', { token: admin });
    expect(
      list.body.data.filter((api) => api.apiId === '' || api.name === '' || api.apiId === 'csi-blank-001'),
    ).toEqual([]);
  });
  it('accepts only https: or site-path documentation links, changing nothing otherwise', async () => {
    for (const documentationLink of [
      'javascript:alert(document.cookie)',
      'http://docs.example.com',
      '//evil.example.com',
    ]) {
      const reply = await callApi(server.url, 'POST', 'v1/apis/add-api', {
        token: admin,
        body: { ...newApi, apiId: 'csi-link-001', endpoint: '/link-one', documentationLink },
      });
      expect({ documentationLink, status: reply.status, msg: reply.body.msg }).toEqual({
        documentationLink,
        status: 400,
        msg: 'documentationLink must be an https:// address or a path on this site starting with /.',
      });
    }
    const list = await callApi<ApiDefinition[]>(server.url, 'GET', 'v1/apis/all-apis-admin', { token: admin });
    expect(list.body.data.filter((api) => api.apiId === 'csi-link-001')).toEqual([]);
    const accepted = await callApi(server.url, 'POST', 'v1/apis/add-api', {
      token: admin,
      body: {
        ...newApi,
        apiId: 'csi-link-002',
        endpoint: '/link-two',
        documentationLink: 'https://docs.example.com/x',
      },
    });
    expect(accepted.status).toBeLessThan(300);
  });
});
