import { ApiError, AuthenticationError, PermissionError, RateLimitError } from './errors';
import { recordingAdapter } from './testing/recordingAdapter';
import { testClient } from './testing/testClient';
import { createClient } from './createClient';
import { memoryTokenStore } from './token/tokenStore';

describe('error mapping', () => {
  it('gives an ApiError with the status and the server msg', async () => {
    const { client } = testClient(null, { status: 400, data: { msg: 'Invalid email format.' } });
    const failure = client.support.contact({
      customer_name: 'n',
      customer_email: 'e',
      customer_subject: 's',
      customer_message: 'm',
    });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      msg: 'Invalid email format.',
      body: { msg: 'Invalid email format.' },
    });
  });

  it.each([
    [401, AuthenticationError],
    [403, PermissionError],
    [429, RateLimitError],
  ])('maps %i to its own class', async (status, ErrorClass) => {
    const { client } = testClient('t', { status, data: { msg: 'No.' } });
    const failure = client.wallet.details();
    await expect(failure).rejects.toBeInstanceOf(ErrorClass);
    await expect(failure).rejects.toMatchObject({ status, msg: 'No.' });
  });

  it('reads the msg of a JSON error body that came as text (markdown calls)', async () => {
    const body = '{"msg":"Article not found."}';
    const { client } = testClient(null, { status: 404, data: body });
    await expect(client.content.articleMarkdown('gone.md')).rejects.toMatchObject({
      status: 404,
      msg: 'Article not found.',
      body: { msg: 'Article not found.' },
    });
  });

  it('keeps a text error body that is not a JSON object as it is', async () => {
    const { client } = testClient(null, { status: 502, data: '502' });
    await expect(client.content.toolMarkdown('nmap.md')).rejects.toMatchObject({
      status: 502,
      msg: 'Request failed with status 502',
      body: '502',
    });
  });

  it('reads Retry-After of a 429', async () => {
    const { client } = testClient('t', {
      status: 429,
      data: { msg: 'Too Many Requests' },
      headers: { 'retry-after': '30' },
    });
    await expect(client.wallet.details()).rejects.toMatchObject({ retryAfter: 30 });
  });

  it('falls back to the status when the body has no msg', async () => {
    const { client } = testClient(null, { status: 502, data: '<html>Bad gateway</html>' });
    await expect(client.apis.list()).rejects.toMatchObject({ status: 502, msg: 'Request failed with status 502' });
  });

  it('gives status 0 and the reason when no answer came', async () => {
    const client = createClient({
      tokenStore: memoryTokenStore(),
      adapter: () => Promise.reject(new Error('Network Error')),
    });
    await expect(client.apis.list()).rejects.toMatchObject({ status: 0, msg: 'Network Error' });
  });
});

describe('error details', () => {
  it('a failed logout keeps the code, request id and cause of the failure under its own msg', async () => {
    const { client } = testClient('t', {
      status: 500,
      data: { msg: 'Internal error', requestId: 'req-logout-1' },
    });
    const failure = await client.auth.logout().catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500, msg: 'Logout failed', code: 'HTTP_500', requestId: 'req-logout-1' });
    expect((failure as ApiError).cause).toMatchObject({ msg: 'Internal error' });
  });

  it('names the local refusals: no token, invalid playground input', async () => {
    const { client } = testClient(null);
    await expect(client.wallet.details()).rejects.toMatchObject({ status: 401, code: 'TOKEN_NOT_AVAILABLE' });
    await expect(
      client.playground.send({
        environment: 'sandbox',
        endpoint: '/encrypt-data',
        method: 'POST',
        apiKey: 'k',
        apiUsername: 'u',
        body: '{',
      }),
    ).rejects.toMatchObject({ status: 0, code: 'INVALID_INPUT' });
  });

  it('reads a Retry-After given as an HTTP date into whole seconds', async () => {
    const retryAt = new Date(Date.now() + 60_000).toUTCString();
    const { client } = testClient('t', {
      status: 429,
      data: { msg: 'Slow down' },
      headers: { 'retry-after': retryAt },
    });
    const failure = await client.wallet.details().catch((error: unknown) => error);
    expect((failure as RateLimitError).retryAfter).toBeGreaterThanOrEqual(59);
    expect((failure as RateLimitError).retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('in-flight counter', () => {
  it('counts a request from sending to its answer, failures too', async () => {
    let release: () => void = () => undefined;
    const { adapter } = recordingAdapter();
    const client = createClient({
      tokenStore: memoryTokenStore('t'),
      adapter: (config) => new Promise((resolve) => (release = () => resolve(adapter(config)))),
    });
    const seen: number[] = [];
    const unsubscribe = client.inFlight.subscribe((count) => seen.push(count));
    const pending = client.wallet.details();
    await vi.waitFor(() => expect(client.inFlight.count).toBe(1));
    release();
    await pending;
    expect(client.inFlight.count).toBe(0);
    unsubscribe();
    const unseen = client.apis.list();
    await vi.waitFor(() => expect(client.inFlight.count).toBe(1));
    release();
    await unseen;
    expect(seen).toEqual([1, 0]);
  });

  it('returns to 0 after a failed request', async () => {
    const { client } = testClient('t', { status: 500, data: { msg: 'boom' } });
    await expect(client.wallet.details()).rejects.toMatchObject({ status: 500 });
    expect(client.inFlight.count).toBe(0);
  });
});
