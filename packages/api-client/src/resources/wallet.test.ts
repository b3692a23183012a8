import { ApiError } from '../errors';
import { testClient, urlOf } from '../testing/testClient';
import type { ResponseInfo } from '../request';

const page = { calls: [], total: 0, limit: 20, offset: 40 };

describe('wallet.calls', () => {
  it('asks my-calls for the filters and page given, with the session', async () => {
    const { client, last } = testClient('user-token', { data: { msg: 'API calls.', data: page } });
    await expect(
      client.wallet.calls({ environment: 'live', status: 'error', api: '/encrypt-data', limit: 20, offset: 40 }),
    ).resolves.toEqual({ msg: 'API calls.', data: page });
    expect(urlOf(last())).toBe(
      'https://api.test/usfw/api-usage/my-calls?environment=live&status=error&api=%2Fencrypt-data&limit=20&offset=40',
    );
    expect(last()?.headers.Authorization).toBe('Bearer user-token');
  });

  it('leaves out the filters not given', async () => {
    const { client, last } = testClient('user-token', { data: { msg: 'API calls.', data: page } });
    await client.wallet.calls({ environment: undefined, limit: 50 });
    expect(urlOf(last())).toBe('https://api.test/usfw/api-usage/my-calls?limit=50');
  });
});

describe('CallOptions.onResponse', () => {
  it('hears the status and headers of a success and of an error answer', async () => {
    const heard: ResponseInfo[] = [];
    const ok = testClient('user-token', { headers: { 'X-Request-Id': 'req-1', 'x-call-cost': '0.005' } });
    await ok.client.wallet.calls({}, { onResponse: (info) => heard.push(info) });
    const failing = testClient('user-token', { status: 400, data: { msg: 'No.' }, headers: { 'x-request-id': 'r2' } });
    await expect(failing.client.wallet.calls({}, { onResponse: (info) => heard.push(info) })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(heard).toEqual([
      { status: 200, headers: { 'x-request-id': 'req-1', 'x-call-cost': '0.005' } },
      { status: 400, headers: { 'x-request-id': 'r2' } },
    ]);
  });
});
