import { expect, type APIRequestContext } from '@playwright/test';
import { readOtp } from './readOtp';

/** A user a journey registered. */
export interface JourneyUser {
  /** The sign-in e-mail. */
  email: string;
  /** The sign-in password. */
  password: string;
  /** The token the registration answered. */
  token: string;
}

/** The password of every journey user. */
export const JOURNEY_PASSWORD = 'Journey-pass-42';

/** A fresh e-mail address for this run, e.g. `lab-m3x9k2a1@journeys.local`. */
export function freshEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}@journeys.local`;
}

/**
 * Registers a fresh user through the API and verifies its e-mail with the mailed one-time code, as a user does in
 * Settings (live calls need a verified e-mail): setup for the journeys that are not about signing up.
 */
export async function registerUser(request: APIRequestContext, prefix: string): Promise<JourneyUser> {
  const email = freshEmail(prefix);
  const localPart = email.split('@')[0] ?? email;
  const response = await request.post('/usfw/auth/register', {
    data: {
      username: localPart,
      email,
      password: JOURNEY_PASSWORD,
      fullName: localPart,
      country: 'Kenya',
      address: 'Westlands, Nairobi',
    },
  });
  expect(response.ok(), `registration of ${email}: ${await response.text()}`).toBe(true);
  const reply = (await response.json()) as { data: { jwt: string } };
  const since = Date.now() - 1_000;
  const asked = await request.put('/usfw/auth/account-activate-recover/', { data: { email } });
  expect(asked.ok(), `code request for ${email}: ${await asked.text()}`).toBe(true);
  const activationCode = await readOtp(email, since);
  const verified = await request.post('/usfw/auth/activate-account/', { data: { email, activationCode } });
  expect(verified.ok(), `verification of ${email}: ${await verified.text()}`).toBe(true);
  return { email, password: JOURNEY_PASSWORD, token: reply.data.jwt };
}
