import type { HireRequest } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { HIRE_LIMIT, HIRE_RECEIVED } from './hireRoutes';

const hire: HireRequest = {
  fullName: "Akinyi O'Neill-Otieno",
  email: 'akinyi@example.com',
  phone: '+(254) 712345678',
  company: 'Savanna Pay',
  projectTitle: 'Merchant fraud dashboard',
  softwareTypes: ['Web App', 'Other'],
  otherSoftwareType: 'Browser extension',
  projectDescription: 'A dashboard that flags suspicious merchant transactions in real time for our analysts.',
  features: ['User Authentication', 'Data Analytics'],
  additionalFeatures: '',
  targetUsers: 'Fraud analysts',
  hasDesigns: false,
  hasSpecDoc: true,
  uploadedFiles: ['spec.pdf'],
  budgetRange: '$15,000-$50,000',
  // A deadline a month ahead: a deadline that has passed is refused.
  deadline: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
  techStack: 'TypeScript, PostgreSQL',
  targetPlatforms: ['Web'],
  needsMaintenance: true,
  needsDeployment: false,
  agreement: true,
};

describe('the hire request', () => {
  let server: TestServer;
  let token: string;
  let userId: number;
  const submit = (body: unknown) => callApi(server.url, 'POST', 'project/csi/hire-csi-developers', { token, body });
  const stored = () => server.app.db.selectFrom('hireRequests').selectAll().execute();

  beforeAll(async () => {
    server = await startTestServer();
    ({ token, id: userId } = await signUp(server.url, 'akinyi@example.com'));
  });
  afterAll(async () => server.close());

  it.each([
    [{ fullName: 'A' }, 'Please enter a valid full name (2-100 characters)'],
    [{ fullName: 'Akinyi 99' }, 'Please enter a valid full name (2-100 characters)'],
    [{ email: 'akinyi@example' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Please enter a valid phone number (6-20 digits, international format accepted)'],
    [{ projectTitle: 'App' }, 'Project title must be between 5-200 characters'],
    [{ projectDescription: 'Too short.' }, 'Project description must be between 50-5000 characters'],
    [{ agreement: false }, 'You must agree to the terms to continue'],
    [{ email: 'bad', agreement: false }, 'Please enter a valid email address'],
  ])('refuses %j: %s', async (change, msg) => {
    expect(await submit({ ...hire, ...change })).toMatchObject({ status: 400, body: { msg } });
    expect(await stored()).toEqual([]);
  });

  it.each([
    ['a full name of 101 letters', { fullName: 'A'.repeat(101) }, 'Please enter a valid full name (2-100 characters)'],
    ['a title of 201 characters', { projectTitle: 'T'.repeat(201) }, 'Project title must be between 5-200 characters'],
    [
      'a description of 5001 characters',
      { projectDescription: 'D'.repeat(5001) },
      'Project description must be between 50-5000 characters',
    ],
  ])('refuses %s with the spec message', async (_label, change, msg) => {
    expect(await submit({ ...hire, ...change })).toMatchObject({ status: 400, body: { msg } });
    expect(await stored()).toEqual([]);
  });

  it('refuses values outside the spec lists', async () => {
    expect((await submit({ ...hire, softwareTypes: ['Spaceship'] })).status).toBe(400);
    expect((await submit({ ...hire, budgetRange: '$1' })).status).toBe(400);
    expect((await submit({ ...hire, hasDesigns: 'yes' })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('refuses a body far beyond the spec bounds (the size guard) and stores nothing', async () => {
    expect((await submit({ ...hire, projectDescription: 'D'.repeat(50_001) })).status).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('checks the spec bounds on the trimmed text: padded values at the upper bounds are accepted', async () => {
    const other = await signUp(server.url, 'wanjiru@example.com');
    const padded = {
      ...hire,
      fullName: `  ${'A'.repeat(100)}  `,
      projectTitle: `  ${'T'.repeat(200)}  `,
      projectDescription: `  ${'D'.repeat(5000)}  `,
    };
    const reply = await callApi(server.url, 'POST', 'project/csi/hire-csi-developers', {
      token: other.token,
      body: padded,
    });
    expect(reply).toMatchObject({ status: 201, body: { msg: HIRE_RECEIVED } });
    const rows = await stored();
    expect(rows.map((row) => Number(row.userId))).toEqual([other.id]);
    expect(rows[0]?.request).toEqual(padded);
    await server.app.db.deleteFrom('hireRequests').execute();
  });

  it('acknowledges to the signed-in account, never to the typed e-mail, with a copy to the company', async () => {
    const typed = { ...hire, email: 'victim@example.org', fullName: 'Click my link' };
    expect(await submit({ ...typed, unknownField: 'dropped' })).toMatchObject({
      status: 201,
      body: { msg: HIRE_RECEIVED },
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.userId)).toBe(userId);
    expect(rows[0]?.request).toEqual(typed);
    const outbox = await server.readOutbox();
    expect(outbox.filter((m) => m.to === 'victim@example.org')).toEqual([]);
    const acknowledgement = outbox.filter((m) => m.to === 'akinyi@example.com');
    expect(acknowledgement).toHaveLength(1);
    expect(acknowledgement[0]?.subject).toBe('We received your project request');
    expect(acknowledgement[0]?.text).toContain(HIRE_RECEIVED);
    const copy = outbox.filter((m) => m.to === server.app.config.companyInbox).at(-1);
    expect(copy?.subject).toBe('Hire request: Merchant fraud dashboard');
    expect(copy?.text).toContain('"email": "victim@example.org"');
  });

  it(`limits each account to ${HIRE_LIMIT} requests an hour`, async () => {
    for (let i = 1; i < HIRE_LIMIT; i += 1) expect((await submit(hire)).status).toBe(201);
    expect(await submit(hire)).toMatchObject({
      status: 429,
      body: { msg: 'Too many project requests. Try again in 60 minutes.' },
    });
  });
});
