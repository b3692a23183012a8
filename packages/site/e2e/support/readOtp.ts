import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** Decodes a quoted-printable body (soft line breaks and =XX bytes, as UTF-8). */
const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** The mail outbox of the journeys' server (DATA_DIR/outbox, one .eml file per message named `<ms>-<hex>.eml`). */
function outboxDir(): string {
  const configFile = test.info().config.configFile ?? path.join(process.cwd(), 'playwright.config.ts');
  return path.join(path.dirname(configFile), 'test-results/journeys-data/outbox');
}

/** The code of the newest one-time-code mail to `email` written at or after `since` (ms), or undefined. */
async function newestCode(email: string, since: number): Promise<string | undefined> {
  const files = await readdir(outboxDir()).catch(() => []);
  const recent = files
    .filter((file) => Number(file.split('-')[0]) >= since)
    .sort()
    .reverse();
  for (const file of recent) {
    const raw = await readFile(path.join(outboxDir(), file), 'utf8');
    const [headers = '', ...body] = raw.split(/\r?\n\r?\n/);
    const to = /^To:\s*(.+)$/im.exec(headers)?.[1] ?? '';
    if (!to.toLowerCase().includes(email.toLowerCase())) continue;
    const code = /one-time code is (\d{8})/.exec(decodeQuotedPrintable(body.join('\n\n')))?.[1];
    if (code) return code;
  }
  return undefined;
}

/** Waits (up to 10 s) for a one-time code mailed to `email` at or after `since` (ms since epoch) and returns it. */
export async function readOtp(email: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => (code = await newestCode(email, since)), {
      message: `a one-time code mailed to ${email} in the outbox`,
      timeout: 10_000,
    })
    .toMatch(/^\d{8}$/);
  return code ?? '';
}
