import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../testing/createTestUser';
import { startTestServer, type TestServer } from '../testing/startTestServer';

/** Protected writes with a body that fails validation: the caller is checked first. */
const BAD_BODIES: [string, string, object][] = [
  ['POST', '/v1/apis/add-api', { name: 7 }],
  ['PUT', '/v1/apis/update-api/1', { live: 'maybe' }],
  ['POST', '/articles/a/add-article', { title: 1 }],
  ['PUT', '/usfw/update/profile-basic-d', { username: 12 }],
  ['POST', '/project/csi/hire-csi-developers', { fullName: [] }],
];

describe('authorization before validation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers an anonymous bad body with 401, never with a schema message', async () => {
    for (const [method, url, payload] of BAD_BODIES) {
      const res = await server.app.inject({ method: method as 'POST', url, payload });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        401,
        { msg: 'Authentication required.', requestId: expect.any(String) },
      ]);
    }
    const payment = await server.app.inject({ method: 'POST', url: '/payment_gtw/paypal/start-payment?amount=abc' });
    expect(payment.statusCode).toBe(401);
  });

  it("answers a signed-in user's bad body to an admin route with 403 before validating it", async () => {
    const user = await createTestUser(server.app);
    for (const [method, url, payload] of BAD_BODIES.slice(0, 3)) {
      const res = await server.app.inject({
        method: method as 'POST',
        url,
        payload,
        headers: { authorization: `Bearer ${user.token}` },
      });
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        403,
        { msg: 'Admin access required.', requestId: expect.any(String) },
      ]);
    }
  });
});
