import type { Client } from './createClient';
import { testClient, urlOf } from './testing/testClient';
import { DEFAULT_BODY_EXAMPLE } from './types/ApiDefinition';

const article = { title: 't', summary: 's', category: 'phishing', content: 'c', articleIsOnline: true } as const;
const hire = {} as Parameters<Client['hire']['submit']>[0];
const api = {} as Parameters<Client['apis']['add']>[0];

/** Every call of spec section 7: the call, its method and URL, and whether it sends the token. */
const calls: [string, (c: Client) => Promise<unknown>, string, string, boolean][] = [
  ['auth.requestCode', (c) => c.auth.requestCode('a@b.co'), 'PUT', 'usfw/auth/account-activate-recover/', false],
  [
    'auth.activate',
    (c) => c.auth.activate({ email: 'a@b.co', activationCode: '1' }),
    'POST',
    'usfw/auth/activate-account/',
    false,
  ],
  [
    'auth.register',
    (c) => c.auth.register({ email: 'a@b.co', password: 'p', country: 'Kenya' }),
    'POST',
    'usfw/auth/register',
    false,
  ],
  ['auth.login', (c) => c.auth.login({ username: 'a@b.co', password: 'p' }), 'POST', 'usfw/auth/login', false],
  ['auth.logout', (c) => c.auth.logout(), 'POST', 'api/logout', true],
  ['profile.get', (c) => c.profile.get(), 'GET', 'usfw/my-profile/', true],
  ['profile.updatePicture', (c) => c.profile.updatePicture('u'), 'PUT', 'usfw/update/profile-picture', true],
  [
    'profile.updateBasic',
    (c) => c.profile.updateBasic({ username: 'u', gender: 'Other', dateOfBirth: '', phoneNumber: '', fullName: '' }),
    'PUT',
    'usfw/update/profile-basic-d',
    true,
  ],
  ['profile.rotateApiKey', (c) => c.profile.rotateApiKey(), 'GET', 'usfw/update/api-key', true],
  ['profile.toggleApiKeyBlock', (c) => c.profile.toggleApiKeyBlock(), 'GET', 'usfw/update/api-key/update-usage', true],
  ['profile.changePassword', (c) => c.profile.changePassword('new-password'), 'PUT', 'usfw/change-my-password/', true],
  ['profile.changeSocialCode', (c) => c.profile.changeSocialCode(), 'GET', 'usfw/change-my-social-code', true],
  [
    'support.contact',
    (c) => c.support.contact({ customer_name: 'n', customer_email: 'e', customer_subject: 's', customer_message: 'm' }),
    'POST',
    'usfw/customer-support/contact-us',
    false,
  ],
  ['admin.listUsers', (c) => c.admin.listUsers(), 'GET', 'usfw/a/get-all-users/', true],
  [
    'admin.manageActivation',
    (c) => c.admin.manageActivation(7, 'deactivate'),
    'GET',
    'usfw/a/manage-activation/7/deactivate',
    true,
  ],
  ['social.searchUser', (c) => c.social.searchUser('AB 12'), 'GET', 'usfw/p/search-user/AB%2012', false],
  ['wallet.details', (c) => c.wallet.details(), 'GET', 'usfw/wallet/details', true],
  ['wallet.topUpFromCredits', (c) => c.wallet.topUpFromCredits(), 'GET', 'usfw/wallet/top-up-account-cr-w', true],
  ['wallet.usage', (c) => c.wallet.usage(), 'GET', 'usfw/api-usage/my-usage', true],
  ['wallet.labData', (c) => c.wallet.labData(), 'GET', 'usfw/api-usage/my-lab-data', true],
  [
    'payments.start',
    (c) => c.payments.start(12.5),
    'POST',
    'payment_gtw/paypal/start-payment?amount=12.5&currency=USD',
    true,
  ],
  [
    'payments.confirm',
    (c) => c.payments.confirm({ paymentId: 'P', token: 'T', PayerID: 'X' }),
    'GET',
    'payment_gtw/paypal/payment-success?paymentId=P&token=T&PayerID=X',
    false,
  ],
  ['apis.list', (c) => c.apis.list(), 'GET', 'v1/apis/all-apis', false],
  ['apis.get', (c) => c.apis.get(3), 'GET', 'v1/apis/get-api/3', false],
  ['apis.listAdmin', (c) => c.apis.listAdmin(), 'GET', 'v1/apis/all-apis-admin', true],
  ['apis.services', (c) => c.apis.services(), 'GET', 'v1/apis/all-services-admin', true],
  ['apis.add', (c) => c.apis.add(api), 'POST', 'v1/apis/add-api', true],
  ['apis.update', (c) => c.apis.update(3, api), 'PUT', 'v1/apis/update-api/3', true],
  [
    'apis.playgroundDefinition',
    (c) => c.apis.playgroundDefinition('pdf-security'),
    'GET',
    'v1/apis/get-api-s-playground/pdf-security',
    false,
  ],
  ['articles.list', (c) => c.articles.list(), 'GET', 'articles/p/get-all-articles', false],
  [
    'articles.get',
    (c) => c.articles.get('what is phishing'),
    'GET',
    'articles/p/get-article/t/what%20is%20phishing',
    false,
  ],
  ['articles.listAdmin', (c) => c.articles.listAdmin(), 'GET', 'articles/a/get-all-articles', true],
  ['articles.add', (c) => c.articles.add(article), 'POST', 'articles/a/add-article', true],
  ['articles.update', (c) => c.articles.update(4, article), 'PUT', 'articles/a/update-article/4', true],
  ['articles.remove', (c) => c.articles.remove('old-news'), 'DELETE', 'articles/a/permanent-delete/old-news', true],
  ['content.articleMetadata', (c) => c.content.articleMetadata(), 'GET', 'jsons/metadata.json', false],
  ['content.articleMarkdown', (c) => c.content.articleMarkdown('phishing.md'), 'GET', 'markups/phishing.md', false],
  ['content.tools', (c) => c.content.tools(), 'GET', 'jsons/cyber-security-tools.json', false],
  ['content.toolMarkdown', (c) => c.content.toolMarkdown('nmap.md'), 'GET', 'markups/documentations/nmap.md', false],
  ['hire.submit', (c) => c.hire.submit(hire), 'POST', 'project/csi/hire-csi-developers', true],
];

describe('createClient', () => {
  it.each(calls)('%s sends %s to its path with the right auth', async (_name, call, method, path, auth) => {
    const { client, last } = testClient('user-token');
    await call(client);
    expect(last()?.method?.toUpperCase()).toBe(method);
    expect(urlOf(last())).toBe(`https://api.test/${path}`);
    expect(last()?.headers.Authorization).toBe(auth ? 'Bearer user-token' : undefined);
  });

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

  it('sends the derived registration body', async () => {
    const { client, last } = testClient(null);
    await client.auth.register({ email: ' wanjiku@example.co.ke ', password: 'secret-pass', country: 'Kenya' });
    expect(JSON.parse(String(last()?.data))).toEqual({
      username: 'wanjiku',
      email: 'wanjiku@example.co.ke',
      password: 'secret-pass',
      fullName: 'wanjiku',
      country: 'Kenya',
      address: 'Not provided',
    });
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
