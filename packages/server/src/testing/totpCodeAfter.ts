import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';

const PERIOD_SECONDS = 30;

/**
 * The code of an authenticator app holding `secret`, as a person would type it, for the earliest time step later
 * than `afterStep` that the server still accepts (its own step or the next one, ±1 step of skew): the server refuses
 * a code of a step already used, so a test that signs in twice within 30 seconds types the next step's code, and a
 * third waits for the clock. Answers the code and its step.
 */
export async function totpCodeAfter(secret: string, afterStep: number | null): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
    const step = afterStep === null ? now : Math.max(now, afterStep + 1);
    if (step <= now + 1) return { code: await generate({ secret, epoch: step * PERIOD_SECONDS }), step };
    await sleep(1000);
  }
}
