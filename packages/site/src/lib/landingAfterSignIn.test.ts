import { afterEach, describe, expect, it, vi } from 'vitest';
import { client } from '../client';
import { readSession } from '../session';
import { landingAfterSignIn } from './landingAfterSignIn';

vi.mock('../session', () => ({ readSession: vi.fn() }));

const signedInAs = (role: string) => vi.mocked(readSession).mockReturnValue({ role, exp: 0 } as never);
const status = (data: { required: boolean; sessionUsedSecondFactor: boolean }) =>
  vi
    .spyOn(client.twoFactor, 'status')
    .mockResolvedValue({
      msg: 'Two-step sign-in status.',
      data: { totp: false, recoveryCodesLeft: 0, passkeys: 0, ...data },
    });

describe('where a sign-in lands', () => {
  afterEach(() => vi.restoreAllMocks());

  it('an administrator whose session has no second factor: the set-up of one in Settings', async () => {
    signedInAs('admin');
    status({ required: true, sessionUsedSecondFactor: false });
    await expect(landingAfterSignIn()).resolves.toBe('/ac/settings#two-step');
  });

  it('an administrator signed in with two steps: the account area', async () => {
    signedInAs('Admin');
    status({ required: true, sessionUsedSecondFactor: true });
    await expect(landingAfterSignIn()).resolves.toBe('/ac');
  });

  it('a user: the account area, without asking the server', async () => {
    signedInAs('user');
    const asked = status({ required: false, sessionUsedSecondFactor: false });
    await expect(landingAfterSignIn()).resolves.toBe('/ac');
    expect(asked).not.toHaveBeenCalled();
  });

  it('an administrator whose status cannot be read: the account area', async () => {
    signedInAs('admin');
    vi.spyOn(client.twoFactor, 'status').mockRejectedValue(new Error('offline'));
    await expect(landingAfterSignIn()).resolves.toBe('/ac');
  });
});
