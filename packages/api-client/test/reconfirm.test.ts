import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../src/createClient';
import type { ApiError } from '../src/errors';
import { memoryTokenStore } from '../src/token/tokenStore';
import { startServerUnderTest, TEST_PASSWORD, type ServerUnderTest } from './serverClient';

describe('reconfirm: a sensitive call refused for a lapsed sudo mode is confirmed and sent again', () => {
  let sut: ServerUnderTest;

  beforeAll(async () => {
    sut = await startServerUnderTest();
  });
  afterAll(() => sut?.server.close());

  /** A client of the user `email`, signed in with the password (no sudo mode yet), asking `reconfirm` when refused. */
  async function signedIn(email: string, reconfirm?: (refusal: ApiError) => Promise<boolean>) {
    await sut.signUp(email);
    const client = createClient({ baseURL: `${sut.server.url}/`, tokenStore: memoryTokenStore(null), reconfirm });
    await client.auth.login({ username: email, password: TEST_PASSWORD });
    return client;
  }

  it('without reconfirm the refusal carries the code RECENT_AUTHENTICATION_REQUIRED', async () => {
    const client = await signedIn('wanjiru@example.com');
    await expect(client.profile.rotateApiKey('')).rejects.toMatchObject({
      status: 400,
      code: 'RECENT_AUTHENTICATION_REQUIRED',
      message: 'Enter your current password to make this change.',
    });
  });

  it('reconfirm is asked once with the refusal; after it confirms the identity the call succeeds', async () => {
    const asked: ApiError[] = [];
    const client = await signedIn('otieno@example.com', async (refusal) => {
      asked.push(refusal);
      await client.twoFactor.confirmIdentity({ currentPassword: TEST_PASSWORD });
      return true;
    });
    const reply = await client.profile.rotateApiKey('');
    expect(reply.data).toHaveProperty('api_key');
    expect(asked.map((refusal) => refusal.code)).toEqual(['RECENT_AUTHENTICATION_REQUIRED']);
    // Sudo mode is open now: the next sensitive call asks nothing.
    await client.profile.rotateApiKey('');
    expect(asked).toHaveLength(1);
  });

  it('a reconfirm that declines fails the call with the refusal, sent once', async () => {
    let asked = 0;
    const client = await signedIn('akinyi@example.com', async () => {
      asked += 1;
      return false;
    });
    await expect(client.profile.rotateApiKey('')).rejects.toMatchObject({ code: 'RECENT_AUTHENTICATION_REQUIRED' });
    expect(asked).toBe(1);
  });

  it('other refusals are not reconfirmed', async () => {
    let asked = 0;
    const client = await signedIn('kamau@example.com', async () => {
      asked += 1;
      return true;
    });
    await expect(client.profile.rotateApiKey('wrong-password-1')).rejects.toMatchObject({ status: 401 });
    await expect(client.audit.log()).rejects.toMatchObject({ status: 403, message: 'Admin access required.' });
    expect(asked).toBe(0);
  });
});
