import { expect } from '@playwright/test';
import { generate } from 'otplib';

/**
 * The next 30-second time step whose code the server accepts after `lastStep` was used: the current step or the
 * next (each code works once), waiting for the clock when both were used.
 */
export async function nextTotpStep(lastStep: number): Promise<number> {
  await expect.poll(() => Math.floor(Date.now() / 30_000) + 1 > lastStep, { timeout: 40_000 }).toBe(true);
  return Math.max(Math.floor(Date.now() / 30_000), lastStep + 1);
}

/** The authenticator code of a secret for a time step. */
export const totpCode = (secret: string, step: number) => generate({ secret, epoch: step * 30 });

/** A user's authenticator app, as the phone would hold it: the secret and the last time step whose code was used. */
export class AuthenticatorApp {
  private lastStep = 0;

  constructor(readonly secret: string) {}

  /** The app's next code the server accepts. */
  async nextCode(): Promise<string> {
    this.lastStep = await nextTotpStep(this.lastStep);
    return totpCode(this.secret, this.lastStep);
  }
}
