import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../lib/testing/callApi';
import { signUp } from '../lib/testing/signUp';
import { startTestServer, type TestServer } from '../testing/startTestServer';

describe('refusals of form input speak the form’s words', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer();
    ({ token } = await signUp(server.url, 'wanjiru@example.com', 'wanjiru-password-1'));
  });
  afterAll(async () => server.close());

  it('names the contact form’s Message, not its field name', async () => {
    const reply = await callApi(server.url, 'POST', 'usfw/customer-support/contact-us', {
      body: {
        customer_name: 'Wanjiru',
        customer_email: 'wanjiru@example.com',
        customer_subject: 'Pricing',
        customer_message: 'x'.repeat(5001),
      },
    });
    expect(reply).toMatchObject({ status: 400, body: { msg: 'Message must be at most 5000 characters.' } });
  });

  it('names the new password in a password change', async () => {
    const reply = await callApi(server.url, 'PUT', 'usfw/change-my-password', {
      token,
      body: { currentPassword: 'wanjiru-password-1', newPassword: 'p'.repeat(201) },
    });
    expect(reply).toMatchObject({ status: 400, body: { msg: 'New password must be at most 200 characters.' } });
    const login = await callApi(server.url, 'POST', 'usfw/auth/login', {
      body: { username: 'wanjiru@example.com', password: 'wanjiru-password-1' },
    });
    expect(login.status).toBe(200);
  });

  it('names an over-long e-mail as the e-mail at registration and sign-in', async () => {
    const email = `${'a'.repeat(250)}@example.com`;
    for (const [path, body] of [
      ['usfw/auth/register', { username: email, email, password: 'long-enough-password-1' }],
      ['usfw/auth/login', { username: email, password: 'long-enough-password-1' }],
    ] as const) {
      const reply = await callApi(server.url, 'POST', path, { body });
      expect(reply).toMatchObject({ status: 400, body: { msg: 'Email must be at most 254 characters.' } });
      expect(reply.body.msg).not.toMatch(/username/);
    }
  });

  it('names the one-time code as the form labels it', async () => {
    const reply = await callApi(server.url, 'POST', 'usfw/auth/activate-account', {
      body: { email: 'wanjiru@example.com', activationCode: '1'.repeat(21) },
    });
    expect(reply).toMatchObject({ status: 400, body: { msg: 'One-time code must be at most 20 characters.' } });
    expect(reply.body.msg).not.toMatch(/activationCode/);
  });

  it('keeps naming the parameters a program sends as it wrote them', async () => {
    const reply = await callApi(server.url, 'GET', 'usfw/api-usage/my-calls?environment=prod', { token });
    expect(reply).toMatchObject({
      status: 400,
      body: { msg: 'Invalid request: environment must be equal to one of the allowed values.' },
    });
  });
});
