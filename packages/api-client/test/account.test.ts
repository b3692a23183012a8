import type { Client } from '../src/createClient';
import { TokenNotAvailableError } from '../src/errors';
import { isLoggedIn } from '../src/token';
import type { HireRequest } from '../src/types/HireRequest';
import { startServerUnderTest, TEST_PASSWORD, type ServerUnderTest } from './serverClient';

const email = 'achieng@example.co.ke';

/** A valid 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

const hire: HireRequest = {
  fullName: 'Achieng Odhiambo',
  email,
  phone: '+254 712345678',
  company: 'Lakeside Sacco',
  projectTitle: 'Member savings app',
  softwareTypes: ['Android App'],
  otherSoftwareType: '',
  projectDescription: 'An Android app for our members to check their savings, request loans and get statements.',
  features: ['User Authentication', 'Payment Integration'],
  additionalFeatures: '',
  targetUsers: 'Sacco members',
  hasDesigns: false,
  hasSpecDoc: false,
  uploadedFiles: [],
  budgetRange: '$5,000-$15,000',
  deadline: '2030-06-30',
  techStack: '',
  targetPlatforms: ['Mobile'],
  needsMaintenance: true,
  needsDeployment: true,
  agreement: true,
};

describe('account calls against the real server', () => {
  let sut: ServerUnderTest;
  let user: Client;

  beforeAll(async () => {
    sut = await startServerUnderTest();
    user = await sut.signUp(email);
  });
  afterAll(() => sut?.server.close());

  it('auth.requestCode mails a code that auth.activate redeems for a stored token', async () => {
    const visitor = sut.clientOf();
    await expect(visitor.auth.requestCode(email)).resolves.toEqual({
      msg: 'A one-time code has been sent to your email.',
      data: null,
    });
    const mail = (await sut.server.readOutbox()).filter((m) => m.to === email).at(-1);
    const code = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{8}$/);

    const reply = await visitor.auth.activate({ email, activationCode: code ?? '' });
    expect(reply.msg).toBe('Code verified. You are now logged in.');
    const jwt = 'jwt' in reply.data ? reply.data.jwt : '';
    expect(visitor.tokenStore.get()).toBe(jwt);
    expect(isLoggedIn(jwt)).toBe(true);
    expect((await visitor.profile.get()).data).toMatchObject({ email, emailVerified: true });

    await expect(visitor.auth.activate({ email, activationCode: code ?? '' })).rejects.toMatchObject({
      status: 400,
      msg: 'Invalid or expired code.',
    });
  });

  it('profile.updatePicture sets an image uploaded with images.upload, and refuses a picture from another site', async () => {
    const url = await user.images.upload(new Blob([PNG], { type: 'image/png' }), { uploadPreset: 'profile' });
    await expect(user.profile.updatePicture(url)).resolves.toMatchObject({ msg: 'Profile picture updated.' });
    const stored = (await user.profile.get()).data.profilePicture;
    expect(stored).toBe(new URL(url).pathname);
    for (const img of ['https://images.example.co.ke/achieng.png', 'javascript:alert(1)']) {
      await expect(user.profile.updatePicture(img)).rejects.toMatchObject({
        status: 400,
        msg: 'Upload the picture here; pictures from other sites are not accepted.',
      });
    }
    expect((await user.profile.get()).data.profilePicture).toBe(stored);
  });

  it('profile.updateBasic saves the details and stores the fresh token of the reply', async () => {
    const before = user.tokenStore.get();
    const details = {
      username: 'achieng',
      gender: 'Female',
      dateOfBirth: '1994-02-11',
      phoneNumber: '+254712345678',
      fullName: 'Achieng Odhiambo',
    } as const;
    const reply = await user.profile.updateBasic(details);
    expect(reply.data.jwt).toEqual(expect.any(String));
    expect(reply.data.jwt).not.toBe(before);
    expect(user.tokenStore.get()).toBe(reply.data.jwt);
    expect((await user.profile.get()).data).toMatchObject(details);
  });

  it('profile.changeSocialCode issues a code that social.searchUser finds, and the old one no longer', async () => {
    const old = (await user.profile.get()).data.socialSecurityCode ?? '';
    const { data } = await user.profile.changeSocialCode(TEST_PASSWORD);
    expect(data.social_code).toEqual(expect.any(String));
    expect(data.social_code).not.toBe(old);

    const found = await sut.clientOf().social.searchUser(data.social_code);
    expect(found.data).toEqual({
      profile_url: expect.stringMatching(/^\/images\/[0-9a-f]{32}\.png$/),
      profile_name: 'Achieng Odhiambo',
    });
    await expect(sut.clientOf().social.searchUser(old)).rejects.toMatchObject({
      status: 404,
      msg: 'No profile was found for this social code.',
    });
  });

  it('images.upload sends a PNG with the bearer and resolves with a URL that serves it', async () => {
    const file = new File([PNG], 'me.png', { type: 'image/png' });
    const url = await user.images.upload(file, { uploadPreset: 'profile' });
    expect(url).toMatch(new RegExp(`^${sut.server.url}/images/[0-9a-f]{32}\\.png$`));
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);

    await expect(sut.clientOf().images.upload(file, { uploadPreset: 'profile' })).rejects.toBeInstanceOf(
      TokenNotAvailableError,
    );
  });

  it('hire.submit is received and reaches the company inbox', async () => {
    await expect(user.hire.submit(hire)).resolves.toEqual({
      msg: 'Thank you, your project request has been received. We will contact you shortly.',
      data: null,
    });
    const outbox = await sut.server.readOutbox();
    expect(outbox.some((mail) => mail.subject === `Hire request: ${hire.projectTitle}`)).toBe(true);
    await expect(user.hire.submit({ ...hire, agreement: false })).rejects.toMatchObject({
      status: 400,
      msg: 'You must agree to the terms to continue',
    });
  });
});
