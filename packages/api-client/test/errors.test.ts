import { AUTH_MESSAGES } from '../../server/src/plugins/auth';
import { ApiError, AuthenticationError, PermissionError } from '../src/errors';
import { validateContactForm, validateRegistration } from '../src/validators';
import { startServerUnderTest, type ServerUnderTest } from './serverClient';

const email = 'otieno@example.co.ke';
const password = 'otieno-password-1';

describe('errors from the real server', () => {
  let sut: ServerUnderTest;
  let userToken: string;

  beforeAll(async () => {
    sut = await startServerUnderTest();
    const user = sut.clientOf();
    await user.auth.register({ email, password, country: 'Kenya' });
    userToken = (await user.auth.login({ username: email, password })).data.jwt;
  });
  afterAll(() => sut?.server.close());

  it('400: the server refuses with the shared validators message', async () => {
    const registration = { email: 'not-an-email', password, country: 'Kenya' };
    const failure = sut.clientOf().auth.register(registration);
    await expect(failure).rejects.toBeInstanceOf(ApiError);
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
    await expect(forged).rejects.toMatchObject({ status: 401, msg: AUTH_MESSAGES.invalid });
  });

  it('403: a user on an admin call is a PermissionError', async () => {
    const failure = sut.clientOf(userToken).admin.listUsers();
    await expect(failure).rejects.toBeInstanceOf(PermissionError);
    await expect(failure).rejects.toMatchObject({ status: 403, msg: AUTH_MESSAGES.adminOnly });
  });

  it('403: an account the admin deactivated is refused until activated again', async () => {
    const admin = sut.clientOf(await sut.server.adminToken()).admin;
    const { data: users } = await admin.listUsers();
    const target = users.find((user) => user.email === email);
    expect(target?.userId).toEqual(expect.any(Number));

    await admin.manageActivation(target?.userId ?? 0, 'deactivate');
    await expect(sut.clientOf(userToken).profile.get()).rejects.toMatchObject({
      status: 403,
      msg: AUTH_MESSAGES.suspended,
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
    await expect(failure).rejects.toMatchObject({ status: 400, msg: 'Wrong x-api-key and/or x-app-username' });
  });
});
