import { expect } from '@playwright/test';
import { generate } from 'otplib';

/**
 * A user's authenticator app, as the phone would hold it: the secret and the last time step whose code was used. The
 * server accepts each code once, for its 30-second step or the next, so the app waits for the clock when both were
 * used.
 */
export class AuthenticatorApp {
  private lastStep = 0;

  constructor(readonly secret: string) {}

  /** The app's next code the server accepts. */
  async nextCode(): Promise<string> {
    await expect.poll(() => Math.floor(Date.now() / 30_000) + 1 > this.lastStep, { timeout: 40_000 }).toBe(true);
    this.lastStep = Math.max(Math.floor(Date.now() / 30_000), this.lastStep + 1);
    return generate({ secret: this.secret, epoch: this.lastStep * 30 });
  }
}
