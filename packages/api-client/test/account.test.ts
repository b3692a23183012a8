import { AUTH_REPLIES } from '../../server/src/modules/auth/messages';
import { HIRE_RECEIVED } from '../../server/src/modules/hire/hireRoutes';
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
    await expect(visitor.auth.requestCode(email)).resolves.toEqual({ msg: AUTH_REPLIES.codeSent, data: null });
    const mail = (await sut.server.readOutbox()).filter((m) => m.to === email).at(-1);
    const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const reply = await visitor.auth.activate({ email, activationCode: code ?? '' });
    expect(reply.msg).toBe(AUTH_REPLIES.codeAccepted);
    expect(visitor.tokenStore.get()).toBe(reply.data.jwt);
    expect(isLoggedIn(reply.data.jwt)).toBe(true);
    expect((await visitor.profile.get()).data).toMatchObject({ email, emailVerified: true });

    await expect(visitor.auth.activate({ email, activationCode: code ?? '' })).rejects.toMatchObject({
      status: 400,
      msg: AUTH_REPLIES.badCode,
    });
  });

  it('profile.updatePicture stores the URL, and refuses one that is not http(s)', async () => {
    const img = 'https://images.example.co.ke/achieng.png';
    await expect(user.profile.updatePicture(img)).resolves.toMatchObject({ msg: 'Profile picture updated.' });
    expect((await user.profile.get()).data.profilePicture).toBe(img);
    await expect(user.profile.updatePicture('javascript:alert(1)')).rejects.toMatchObject({
      status: 400,
      msg: 'Profile picture must be an http or https URL.',
    });
    expect((await user.profile.get()).data.profilePicture).toBe(img);
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
      profile_url: 'https://images.example.co.ke/achieng.png',
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
    await expect(user.hire.submit(hire)).resolves.toEqual({ msg: HIRE_RECEIVED, data: null });
    const outbox = await sut.server.readOutbox();
    expect(outbox.some((mail) => mail.subject === `Hire request: ${hire.projectTitle}`)).toBe(true);
    await expect(user.hire.submit({ ...hire, agreement: false })).rejects.toMatchObject({
      status: 400,
      msg: 'You must agree to the terms to continue',
    });
  });
});
