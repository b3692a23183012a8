import { SoftwareAuthenticator } from '@csi/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSecondStep } from '../src/types/TwoFactor';
import { startServerUnderTest, TEST_PASSWORD, type ServerUnderTest } from './serverClient';

describe('passkey calls against the real server', () => {
  let sut: ServerUnderTest;
  let authenticator: SoftwareAuthenticator;

  beforeAll(async () => {
    sut = await startServerUnderTest();
    // The relying party of a loopback server: localhost on its port.
    authenticator = new SoftwareAuthenticator(new URL(sut.server.url.replace('127.0.0.1', 'localhost')).origin);
  });
  afterAll(() => sut?.server.close());

  it('adds, lists, renames a passkey, confirms identity with it, signs in with it alone and as the second step, and removes it', async () => {
    const owner = await sut.signUp('wanjiru@example.com');
    const options = await owner.passkeys.registrationOptions();
    expect(options.data.rp).toEqual({ id: 'localhost', name: 'CSI' });
    const added = await owner.passkeys.register('Phone', authenticator.create(options.data));
    expect(added.msg).toBe(
      'Passkey added. You can sign in with it, and it counts as your second step after your password.',
    );
    await owner.passkeys.rename(added.data.id, 'Old phone');
    expect((await owner.passkeys.list()).data.map((p) => p.name)).toEqual(['Old phone']);
    const confirmOptions = await owner.twoFactor.passkeyConfirmOptions();
    expect(confirmOptions.data.allowCredentials?.map((c) => c.id)).toEqual([added.data.id]);
    await expect(owner.twoFactor.confirmIdentity({ passkey: authenticator.get(confirmOptions.data) })).resolves.toEqual(
      { msg: 'Identity confirmed.', data: null },
    );

    const visitor = sut.clientOf();
    const signedIn = await visitor.passkeys.signIn(authenticator.get((await visitor.passkeys.signInOptions()).data));
    expect(signedIn.msg).toBe('Login successful.');
    expect(visitor.tokenStore.get()).toBe(signedIn.data.jwt);

    const laptop = sut.clientOf();
    const first = await laptop.auth.login({ username: 'wanjiru@example.com', password: TEST_PASSWORD });
    if (!isSecondStep(first.data)) throw new Error('the password alone signed in');
    const { challenge, factors } = first.data.secondStep;
    expect(factors).toEqual(['passkey']);
    const passkey = authenticator.get((await laptop.passkeys.signInOptions(challenge)).data);
    await laptop.twoFactor.completeSignIn({ challenge, passkey });
    expect((await laptop.twoFactor.status()).data).toMatchObject({ passkeys: 1, sessionUsedSecondFactor: true });

    await expect(laptop.passkeys.remove(added.data.id)).resolves.toEqual({ msg: 'Passkey removed.', data: null });
    await expect(visitor.passkeys.remove(added.data.id)).rejects.toMatchObject({
      status: 404,
      message: 'No such passkey on your account.',
    });
  });
});
