import type { Client } from './createClient';
import type { CallOptions } from './request';
import { testClient, urlOf } from './testing/testClient';
import { DEFAULT_BODY_EXAMPLE } from './types/ApiDefinition';

const article = { title: 't', summary: 's', category: 'phishing', content: 'c', articleIsOnline: true } as const;
const hire = {} as Parameters<Client['hire']['submit']>[0];
const api = {} as Parameters<Client['apis']['add']>[0];

/** Every call of spec section 7: the call, its method and URL, and whether it sends the token. */
const calls: [string, (c: Client, o?: CallOptions) => Promise<unknown>, string, string, boolean][] = [
  ['auth.requestCode', (c, o) => c.auth.requestCode('a@b.co', o), 'PUT', 'usfw/auth/account-activate-recover/', false],
  [
    'auth.activate',
    (c, o) => c.auth.activate({ email: 'a@b.co', activationCode: '1' }, o),
    'POST',
    'usfw/auth/activate-account/',
    false,
  ],
  [
    'auth.register',
    (c, o) => c.auth.register({ email: 'a@b.co', password: 'p', country: 'Kenya' }, o),
    'POST',
    'usfw/auth/register',
    false,
  ],
  ['auth.login', (c, o) => c.auth.login({ username: 'a@b.co', password: 'p' }, o), 'POST', 'usfw/auth/login', false],
  ['auth.logout', (c, o) => c.auth.logout(o), 'POST', 'api/logout', true],
  ['profile.get', (c, o) => c.profile.get(o), 'GET', 'usfw/my-profile/', true],
  ['profile.updatePicture', (c, o) => c.profile.updatePicture('u', o), 'PUT', 'usfw/update/profile-picture', true],
  [
    'profile.updateBasic',
    (c, o) =>
      c.profile.updateBasic({ username: 'u', gender: 'Other', dateOfBirth: '', phoneNumber: '', fullName: '' }, o),
    'PUT',
    'usfw/update/profile-basic-d',
    true,
  ],
  ['profile.rotateApiKey', (c, o) => c.profile.rotateApiKey('current-pass', o), 'POST', 'usfw/update/api-key', true],
  [
    'profile.toggleApiKeyBlock',
    (c, o) => c.profile.toggleApiKeyBlock(o),
    'GET',
    'usfw/update/api-key/update-usage',
    true,
  ],
  [
    'profile.changePassword',
    (c, o) => c.profile.changePassword({ currentPassword: 'current-pass', newPassword: 'new-password' }, o),
    'PUT',
    'usfw/change-my-password/',
    true,
  ],
  [
    'profile.changeSocialCode',
    (c, o) => c.profile.changeSocialCode('current-pass', o),
    'POST',
    'usfw/change-my-social-code',
    true,
  ],
  [
    'support.contact',
    (c, o) =>
      c.support.contact({ customer_name: 'n', customer_email: 'e', customer_subject: 's', customer_message: 'm' }, o),
    'POST',
    'usfw/customer-support/contact-us',
    false,
  ],
  ['admin.listUsers', (c, o) => c.admin.listUsers(o), 'GET', 'usfw/a/get-all-users/', true],
  [
    'admin.manageActivation',
    (c, o) => c.admin.manageActivation(7, 'deactivate', o),
    'GET',
    'usfw/a/manage-activation/7/deactivate',
    true,
  ],
  ['social.searchUser', (c, o) => c.social.searchUser('AB 12', o), 'GET', 'usfw/p/search-user/AB%2012', false],
  ['wallet.details', (c, o) => c.wallet.details(o), 'GET', 'usfw/wallet/details', true],
  ['wallet.topUpFromCredits', (c, o) => c.wallet.topUpFromCredits(o), 'GET', 'usfw/wallet/top-up-account-cr-w', true],
  ['wallet.usage', (c, o) => c.wallet.usage(o), 'GET', 'usfw/api-usage/my-usage', true],
  ['wallet.labData', (c, o) => c.wallet.labData(o), 'GET', 'usfw/api-usage/my-lab-data', true],
  [
    'payments.start',
    (c, o) => c.payments.start(12.5, o),
    'POST',
    'payment_gtw/paypal/start-payment?amount=12.5&currency=USD',
    true,
  ],
  [
    'payments.confirm',
    (c, o) => c.payments.confirm({ paymentId: 'P', token: 'T', PayerID: 'X' }, o),
    'GET',
    'payment_gtw/paypal/payment-success?paymentId=P&token=T&PayerID=X',
    false,
  ],
  ['apis.list', (c, o) => c.apis.list(o), 'GET', 'v1/apis/all-apis', false],
  ['apis.get', (c, o) => c.apis.get(3, o), 'GET', 'v1/apis/get-api/3', false],
  ['apis.listAdmin', (c, o) => c.apis.listAdmin(o), 'GET', 'v1/apis/all-apis-admin', true],
  ['apis.services', (c, o) => c.apis.services(o), 'GET', 'v1/apis/all-services-admin', true],
  ['apis.add', (c, o) => c.apis.add(api, o), 'POST', 'v1/apis/add-api', true],
  ['apis.update', (c, o) => c.apis.update(3, api, o), 'PUT', 'v1/apis/update-api/3', true],
  [
    'apis.playgroundDefinition',
    (c, o) => c.apis.playgroundDefinition('pdf-security', o),
    'GET',
    'v1/apis/get-api-s-playground/pdf-security',
    false,
  ],
  ['articles.list', (c, o) => c.articles.list(o), 'GET', 'articles/p/get-all-articles', false],
  [
    'articles.get',
    (c, o) => c.articles.get('what is phishing', o),
    'GET',
    'articles/p/get-article/t/what%20is%20phishing',
    false,
  ],
  ['articles.listAdmin', (c, o) => c.articles.listAdmin(o), 'GET', 'articles/a/get-all-articles', true],
  ['articles.add', (c, o) => c.articles.add(article, o), 'POST', 'articles/a/add-article', true],
  ['articles.update', (c, o) => c.articles.update(4, article, o), 'PUT', 'articles/a/update-article/4', true],
  [
    'articles.remove',
    (c, o) => c.articles.remove('old-news', o),
    'DELETE',
    'articles/a/permanent-delete/old-news',
    true,
  ],
  ['content.articleMetadata', (c, o) => c.content.articleMetadata(o), 'GET', 'jsons/metadata.json', false],
  [
    'content.articleMarkdown',
    (c, o) => c.content.articleMarkdown('phishing.md', o),
    'GET',
    'markups/phishing.md',
    false,
  ],
  ['content.tools', (c, o) => c.content.tools(o), 'GET', 'jsons/cyber-security-tools.json', false],
  [
    'content.toolMarkdown',
    (c, o) => c.content.toolMarkdown('nmap.md', o),
    'GET',
    'markups/documentations/nmap.md',
    false,
  ],
  ['hire.submit', (c, o) => c.hire.submit(hire, o), 'POST', 'project/csi/hire-csi-developers', true],
];

describe('createClient', () => {
  it.each(calls)('%s sends %s to its path with the right auth', async (_name, call, method, path, auth) => {
    const { client, last } = testClient('user-token');
    await call(client);
    expect(last()?.method?.toUpperCase()).toBe(method);
    expect(urlOf(last())).toBe(`https://api.test/${path}`);
    expect(last()?.headers.Authorization).toBe(auth ? 'Bearer user-token' : undefined);
  });

  it.each(calls)(
    "%s passes the call's options on: headers, Idempotency-Key, timeout and signal",
    async (_name, call) => {
      const { client, last } = testClient('user-token');
      const { signal } = new AbortController();
      await call(client, { headers: { 'X-Trace': 'trace-1' }, idempotencyKey: 'key-0001', timeout: 1234, signal });
      expect(last()?.headers['X-Trace']).toBe('trace-1');
      expect(last()?.headers['Idempotency-Key']).toBe('key-0001');
      expect(last()?.timeout).toBe(1234);
      expect(last()?.signal).toBe(signal);
    },
  );

  it.each(calls.filter(([, , , , auth]) => auth))(
    '%s fails locally with Token not available when there is no token',
    async (name, call) => {
      const { client, sent } = testClient(null);
      const seen: number[] = [];
      client.inFlight.subscribe((count) => seen.push(count));
      const failure = name === 'auth.logout' ? 'Logout failed' : 'Token not available';
      await expect(call(client)).rejects.toMatchObject({ status: 401, msg: failure });
      expect(sent).toHaveLength(0);
      expect(seen).toEqual([]);
    },
  );

  it('sends the derived registration body, with the password trimmed as it was validated', async () => {
    const { client, last } = testClient(null);
    await client.auth.register({ email: ' wanjiku@example.co.ke ', password: '  secret-pass  ', country: 'Kenya' });
    expect(JSON.parse(String(last()?.data))).toEqual({
      username: 'wanjiku',
      email: 'wanjiku@example.co.ke',
      password: 'secret-pass',
      fullName: 'wanjiku',
      country: 'Kenya',
      address: 'Not provided',
    });
  });

  it('sends the current password and the new password trimmed as it was validated', async () => {
    const { client, last } = testClient('token');
    await client.profile.changePassword({ currentPassword: ' old pass ', newPassword: '  LongEnough1!  ' });
    expect(JSON.parse(String(last()?.data))).toEqual({ currentPassword: ' old pass ', newPassword: 'LongEnough1!' });
  });

  it('sends the content markdown as text', async () => {
    const { client, last } = testClient(null, { data: '# Title' });
    await expect(client.content.toolMarkdown('nmap.md')).resolves.toBe('# Title');
    expect(last()?.responseType).toBe('text');
  });

  it('exports a pretty-printed default body example with a rawData key', () => {
    expect(DEFAULT_BODY_EXAMPLE).toContain('\n  "rawData": ');
    expect(Object.keys(JSON.parse(DEFAULT_BODY_EXAMPLE))).toEqual(['rawData']);
  });
});
