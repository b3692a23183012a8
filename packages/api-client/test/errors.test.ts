import { createClient } from '../src/createClient';
import { AxiosError } from 'axios';
import {
  ApiError,
  AuthenticationError,
  ConflictError,
  ConnectionError,
  InvalidApiKeyError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ServerError,
  ValidationError,
  type ApiErrorCode,
} from '../src/errors';
import { testClient } from '../src/testing/testClient';
import { memoryTokenStore } from '../src/token/tokenStore';
import { validateContactForm, validateRegistration } from '../src/validators';
import { startServerUnderTest, type ServerUnderTest } from './serverClient';

// How the client names a failure: the mapping of answers to error classes and details (a fake adapter), then the
// same errors as the real server gives them.

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

  it.each([
    [400, ValidationError, 'HTTP_400'],
    [413, ValidationError, 'HTTP_413'],
    [415, ValidationError, 'HTTP_415'],
    [422, ValidationError, 'HTTP_422'],
    [404, NotFoundError, 'HTTP_404'],
    [409, ConflictError, 'HTTP_409'],
    [500, ServerError, 'HTTP_500'],
    [502, ServerError, 'HTTP_502'],
    [503, ServerError, 'HTTP_503'],
    [504, ServerError, 'HTTP_504'],
    [507, ServerError, 'HTTP_ERROR'],
    [410, ApiError, 'HTTP_ERROR'],
  ])('maps %i to %O with code %s', async (status, ErrorClass, code) => {
    const { client } = testClient('t', { status, data: { msg: 'No.' } });
    const failure = await client.wallet.details().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ErrorClass);
    expect(failure).toMatchObject({ status, code, msg: 'No.' });
  });

  it("maps the gateway's 400 for wrong API credentials to InvalidApiKeyError, not a ValidationError", async () => {
    const { client } = testClient(null, { status: 400, data: { msg: 'Wrong x-api-key and/or x-app-username' } });
    const failure = await client.playground
      .encryptData({ environment: 'sandbox', apiKey: 'k', apiUsername: 'u' }, { rawData: 'x' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidApiKeyError);
    expect(failure).not.toBeInstanceOf(ValidationError);
    expect(failure).toMatchObject({ status: 400, code: 'INVALID_API_KEY' });
  });

  it.each([
    ['ECONNREFUSED', 'ECONNREFUSED'],
    ['ETIMEDOUT', 'ETIMEDOUT'],
    ['ERR_NETWORK', 'NETWORK_ERROR'],
    ['EPROTO', 'NETWORK_ERROR'],
  ])('a failure without an answer (%s) is a ConnectionError with code %s', async (raw, code) => {
    const client = createClient({
      tokenStore: memoryTokenStore(),
      adapter: () => Promise.reject(new AxiosError('no answer', raw)),
    });
    const failure = await client.apis.list().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ConnectionError);
    expect(failure).toMatchObject({ status: 0, code });
  });

  it('an abort is not a ConnectionError', async () => {
    const { client } = testClient(null);
    const failure = await client.apis.list({ signal: AbortSignal.abort() }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ConnectionError);
    expect(failure).toMatchObject({ status: 0, code: 'ABORTED' });
  });

  it('code can be switched on exhaustively', () => {
    // Compiles only while every member of ApiErrorCode has a case: a new code breaks this test's build.
    const kind = (code: ApiErrorCode): string => {
      switch (code) {
        case 'HTTP_400':
        case 'HTTP_405':
        case 'HTTP_413':
        case 'HTTP_415':
        case 'HTTP_422':
        case 'INVALID_INPUT':
          return 'fix the request';
        case 'HTTP_401':
        case 'HTTP_403':
        case 'TOKEN_NOT_AVAILABLE':
        case 'INVALID_API_KEY':
          return 'sign in or check the key';
        case 'RECENT_AUTHENTICATION_REQUIRED':
          return 'confirm it is you, then send it again';
        case 'HTTP_404':
        case 'HTTP_409':
        case 'HTTP_ERROR':
          return 'tell the person';
        case 'HTTP_429':
        case 'HTTP_500':
        case 'HTTP_502':
        case 'HTTP_503':
        case 'HTTP_504':
        case 'BAD_JSON':
        case 'BAD_RESPONSE':
        case 'ETIMEDOUT':
        case 'ECONNREFUSED':
        case 'ECONNRESET':
        case 'ENOTFOUND':
        case 'EAI_AGAIN':
        case 'EHOSTUNREACH':
        case 'ENETUNREACH':
        case 'EPIPE':
        case 'NETWORK_ERROR':
        case 'UNKNOWN':
          return 'try again later';
        case 'ABORTED':
          return 'nothing';
        default: {
          const unhandled: never = code;
          return unhandled;
        }
      }
    };
    expect(kind(new NotFoundError('Article not found.').code)).toBe('tell the person');
    expect(kind(new ApiError(0, 'Request aborted', undefined, { code: 'ABORTED' }).code)).toBe('nothing');
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

const email = 'otieno@example.co.ke';
const password = 'otieno-password-1';

describe('errors from the real server', () => {
  let sut: ServerUnderTest;
  let userToken: string;

  beforeAll(async () => {
    sut = await startServerUnderTest();
    const user = sut.clientOf();
    await user.auth.register({ email, password, country: 'Kenya' });
    const { data } = await user.auth.login({ username: email, password });
    userToken = 'jwt' in data ? data.jwt : '';
  });
  afterAll(() => sut?.server.close());

  it('400: the server refuses with the shared validators message, a ValidationError', async () => {
    const registration = { email: 'not-an-email', password, country: 'Kenya' };
    const failure = sut.clientOf().auth.register(registration);
    await expect(failure).rejects.toBeInstanceOf(ValidationError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      msg: await validateRegistration({ ...registration, confirmPassword: password }),
    });

    const message = { customer_name: '', customer_email: email, customer_subject: 's', customer_message: 'm' };
    await expect(sut.clientOf().support.contact(message)).rejects.toMatchObject({
      status: 400,
      msg: validateContactForm(message),
    });
  });

  it('401: a wrong password or a bad token is an AuthenticationError with the server msg', async () => {
    const wrong = sut.clientOf().auth.login({ username: email, password: 'wrong-password' });
    await expect(wrong).rejects.toBeInstanceOf(AuthenticationError);
    await expect(wrong).rejects.toMatchObject({ status: 401, msg: expect.any(String) });

    const forged = sut.clientOf('not.a.token').profile.get();
    await expect(forged).rejects.toBeInstanceOf(AuthenticationError);
    await expect(forged).rejects.toMatchObject({ status: 401, msg: 'Invalid or expired token.' });
  });

  it('403: a user on an admin call is a PermissionError', async () => {
    const failure = sut.clientOf(userToken).admin.listUsers();
    await expect(failure).rejects.toBeInstanceOf(PermissionError);
    await expect(failure).rejects.toMatchObject({ status: 403, msg: 'Admin access required.' });
  });

  it('403: an account the admin deactivated is refused until activated again', async () => {
    const admin = sut.clientOf(await sut.server.adminToken()).admin;
    const { data: users } = await admin.listUsers();
    const target = users.find((user) => user.email === email);
    expect(target?.userId).toEqual(expect.any(Number));

    await admin.manageActivation(target?.userId ?? 0, 'deactivate');
    await expect(sut.clientOf(userToken).profile.get()).rejects.toMatchObject({
      status: 403,
      msg: 'Account is suspended.',
    });
    await admin.manageActivation(target?.userId ?? 0, 'activate');
    await expect(sut.clientOf(userToken).profile.get()).resolves.toMatchObject({ data: { email } });
  });

  it('404: a server without a site folder does not serve the static tool content', async () => {
    await expect(sut.clientOf().content.tools()).rejects.toMatchObject({
      status: 404,
      msg: 'Not found: GET /jsons/cyber-security-tools.json',
    });
    await expect(sut.clientOf().content.toolMarkdown('nmap.md')).rejects.toMatchObject({
      status: 404,
      msg: 'Not found: GET /markups/documentations/nmap.md',
    });
  });

  it("every error names the server's request id, the one of its X-Request-Id header and body; a caller's own id is kept", async () => {
    const forged = await sut
      .clientOf('not.a.token')
      .profile.get()
      .catch((error: unknown) => error);
    expect(forged).toMatchObject({ status: 401, code: 'HTTP_401', requestId: expect.stringMatching(/^[\w-]{8,}$/) });
    const { requestId, body } = forged as ApiError;
    expect(body).toMatchObject({ requestId });

    const traced = sut.clientOf().articles.get('no-such-article', { headers: { 'X-Request-Id': 'trace-0001-abcd' } });
    await expect(traced).rejects.toMatchObject({ status: 404, requestId: 'trace-0001-abcd' });
  });

  it('400: the playground gateway refuses wrong API credentials', async () => {
    const failure = sut.clientOf().playground.send({
      environment: 'sandbox',
      endpoint: '/encrypt-data',
      method: 'POST',
      apiKey: 'wrong',
      apiUsername: 'nobody',
      body: '{"rawData":"hello"}',
    });
    await expect(failure).rejects.toBeInstanceOf(InvalidApiKeyError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      code: 'INVALID_API_KEY',
      msg: 'Wrong x-api-key and/or x-app-username',
    });
  });

  it('404 and 409 from the server are a NotFoundError and a ConflictError', async () => {
    const missing = sut.clientOf().articles.get('no-such-article');
    await expect(missing).rejects.toBeInstanceOf(NotFoundError);
    await expect(missing).rejects.toMatchObject({ status: 404, code: 'HTTP_404' });

    const taken = sut.clientOf().auth.register({ email, password, country: 'Kenya' });
    await expect(taken).rejects.toMatchObject({ status: 409 });
    await expect(taken).rejects.toBeInstanceOf(ConflictError);
  });
});
