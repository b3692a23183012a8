import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../src/errors';
import { startServerUnderTest, type ServerUnderTest } from './serverClient';

describe('sessions and audit calls against the real server', () => {
  let sut: ServerUnderTest;

  beforeAll(async () => {
    sut = await startServerUnderTest();
  });
  afterAll(() => sut?.server.close());

  it('sessions.list, end and endOthers list and sign out the sessions of the account', async () => {
    const laptop = await sut.signUp('kerubo@example.com');
    const phone = sut.clientOf();
    await phone.auth.login({ username: 'kerubo@example.com', password: 'test-password-1' });
    const tablet = sut.clientOf();
    await tablet.auth.login({ username: 'kerubo@example.com', password: 'test-password-1' });

    const listed = await laptop.sessions.list();
    expect(listed.msg).toBe('Sessions loaded.');
    expect(listed.data.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = (await phone.sessions.list()).data.find((s) => s.current);
    expect(phoneSession).toBeDefined();

    await expect(laptop.sessions.end(phoneSession?.id ?? '')).resolves.toEqual({
      msg: 'Session signed out.',
      data: null,
    });
    await expect(phone.sessions.list()).rejects.toMatchObject({
      status: 401,
      message: 'This session has been signed out. Please log in again.',
    });
    await expect(laptop.sessions.endOthers()).resolves.toMatchObject({ msg: 'Other sessions signed out.' });
    await expect(tablet.sessions.list()).rejects.toBeInstanceOf(ApiError);
    expect((await laptop.sessions.list()).data).toHaveLength(1);
  });

  it('audit.myActivity lists the account events; audit.log and audit.logCsv serve administrators', async () => {
    const user = await sut.signUp('onyango@example.com');
    const kinds = (await user.audit.myActivity()).data.map((event) => event.kind);
    expect(kinds).toContain('sign-in');

    const admin = await sut.adminClient();
    const log = await admin.audit.log({ kind: 'sign-in', limit: 5 });
    expect(log.data.length).toBeGreaterThan(0);
    expect(log.data.every((entry) => entry.kind === 'sign-in')).toBe(true);
    const csv = await admin.audit.logCsv({ kind: 'sign-in' });
    expect(csv.split('\r\n')[0]).toBe(
      'at,kind,actorId,actorEmail,userId,targetType,targetId,before,after,details,address,device,requestId',
    );
    await expect(user.audit.log()).rejects.toMatchObject({ status: 403, message: 'Admin access required.' });
  });
});
