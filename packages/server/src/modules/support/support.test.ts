import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { CONTACT_LIMIT, CONTACT_RECEIVED } from './supportRoutes';

const message = {
  customer_name: 'Wanjiru',
  customer_email: 'wanjiru@example.com',
  customer_subject: 'Penetration test quote',
  customer_message: 'Please send a quote for testing our web application.',
};

describe('the contact form', () => {
  let server: TestServer;
  const send = (body: unknown) => callApi(server.url, 'POST', 'usfw/customer-support/contact-us', { body });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it.each([
    [{ customer_name: '' }, 'Name is required.'],
    [{ customer_name: 'Wanjiru 2' }, 'Name must only contain letters.'],
    [{ customer_name: 'W' }, 'Name must be at least 2 characters long.'],
    [{ customer_email: '' }, 'Email is required.'],
    [{ customer_email: 'wanjiru@' }, 'Invalid email format.'],
    [{ customer_subject: ' ' }, 'Subject is required.'],
    [{ customer_message: '' }, 'Message is required.'],
    [{ customer_name: '', customer_email: 'bad' }, 'Name is required.'],
  ])('refuses %j: %s, storing nothing', async (change, msg) => {
    expect(await send({ ...message, ...change })).toMatchObject({ status: 400, body: { msg } });
    expect(await server.app.db.selectFrom('contactMessages').select('id').execute()).toEqual([]);
  });

  it('stores the message and mails the company inbox', async () => {
    expect(await send(message)).toMatchObject({ status: 200, body: { msg: CONTACT_RECEIVED } });
    const stored = await server.app.db.selectFrom('contactMessages').selectAll().execute();
    expect(stored).toEqual([
      expect.objectContaining({ customerName: 'Wanjiru', customerSubject: 'Penetration test quote' }),
    ]);
    const mail = (await server.readOutbox()).at(-1);
    expect(mail).toMatchObject({ to: server.app.config.companyInbox, subject: 'Contact: Penetration test quote' });
    expect(mail?.text).toContain(message.customer_message);
  });

  it(`limits each client to ${CONTACT_LIMIT} messages an hour`, async () => {
    for (let i = 1; i < CONTACT_LIMIT; i += 1) expect((await send(message)).status).toBe(200);
    expect(await send(message)).toMatchObject({
      status: 429,
      body: { msg: 'Too many messages. Try again in 60 minutes.' },
    });
  });
});

describe("the contact form's name rule (letters, spaces, hyphens and apostrophes)", () => {
  let server: TestServer;
  const send = (body: unknown) => callApi(server.url, 'POST', 'usfw/customer-support/contact-us', { body });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it.each([['John Mwangi'], ["Wanjiru O'Brien-Otieno"]])('accepts %j and stores it as written', async (name) => {
    expect(await send({ ...message, customer_name: ` ${name} ` })).toMatchObject({ status: 200 });
    const stored = await server.app.db.selectFrom('contactMessages').select('customerName').execute();
    expect(stored.at(-1)).toEqual({ customerName: name });
  });

  it("refuses a digit with 'Name must only contain letters.'", async () => {
    expect(await send({ ...message, customer_name: 'W4lker' })).toMatchObject({
      status: 400,
      body: { msg: 'Name must only contain letters.' },
    });
  });
});
