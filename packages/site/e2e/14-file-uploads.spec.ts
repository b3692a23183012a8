import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { scanAndShotAtBothWidths } from './support/scanAndShotAtBothWidths';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';
import { DESKTOP, PHONE } from './support/viewports';

/** A PDF of about `megabytes` MB: one page of text and an attachment of random (incompressible) bytes. */
async function largePdf(megabytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Annual report with scanned appendices', { x: 50, y: 700, font });
  await doc.attach(randomBytes(megabytes * 1024 * 1024), 'appendices.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save());
}

/** A valid PNG of about `megabytes` MB: random RGB pixels, stored without compression (deflate level 0). */
function largePng(megabytes: number): Buffer {
  const side = Math.ceil(Math.sqrt((megabytes * 1024 * 1024) / 3));
  const rows = Buffer.concat(
    Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)])),
  );
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Slows the page's network to `bytesPerSecond` both ways so an upload's progress can be seen; `null` restores it. */
async function throttle(page: Page, bytesPerSecond: number | null): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: bytesPerSecond === null ? 0 : 20,
    uploadThroughput: bytesPerSecond ?? -1,
    downloadThroughput: bytesPerSecond ?? -1,
  });
}

/**
 * Records, in the page, every state the upload progress of the field labelled `label` shows: the bar's
 * aria-valuenow while uploading and 'processing' once the bytes are sent. Read them with {@link seenStates}. Also
 * records the text of every status shown meanwhile (a success popup stays 3 s, less than an accessibility scan of a
 * moving page may take); read them with {@link seenMessages}.
 */
async function recordUploadStates(page: Page, label: string): Promise<void> {
  await page.evaluate((name) => {
    const seen: string[] = [];
    const messages: string[] = [];
    Reflect.set(window, '__uploadStates', seen);
    Reflect.set(window, '__statusMessages', messages);
    const look = () => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        const text = status.textContent?.trim();
        if (text && status.checkVisibility() && !messages.includes(text)) messages.push(text);
      }
      const bar = document.querySelector(`[role="progressbar"][aria-label="${name}"]`);
      if (!bar) return;
      const state = bar.getAttribute('aria-valuenow') ?? 'processing';
      if (seen.at(-1) !== state) seen.push(state);
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
  }, label);
}

/** The states {@link recordUploadStates} saw, in order. */
const seenStates = (page: Page) => page.evaluate(() => (Reflect.get(window, '__uploadStates') as string[]).slice());

/** The texts of the statuses {@link recordUploadStates} saw shown, in order. */
const seenMessages = (page: Page) => page.evaluate(() => (Reflect.get(window, '__statusMessages') as string[]).slice());

test('every file field is the styled @csi/ui file input, and the checkout page wears the site theme under the CSP', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = await registerUser(request, 'files12');
  const field = (label: string) => page.getByLabel(label, { exact: true });
  /** The styled box of a file field: its 'Choose file' button and what is chosen, around the native input. */
  const box = (label: string) =>
    page
      .locator('div')
      .filter({ has: field(label) })
      .last();

  await test.step('PDF lab: a styled box with Choose file, then the chosen name and size', async () => {
    await signInWithToken(page, user.token, '/ac/apis/s/api-lab/pdf-security');
    await expect(page.getByRole('button', { name: 'Encrypt' })).toBeVisible();
    await expect(box('PDF file')).toContainText('Choose file');
    await expect(box('PDF file')).toContainText('No file chosen');
    await field('PDF file').setInputFiles({
      name: 'statement.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(3 * 1024, 32),
    });
    await expect(box('PDF file')).toContainText('statement.pdf (3.0 KB)');
    await expect(page.getByLabel('Enter Pdf password')).toBeVisible();
    await scanAndShotAtBothWidths(page, 'pdf-lab-file', box('PDF file'));
  });

  await test.step('API lab FILE method (metadata lab): the same field', async () => {
    await page.goto('/ac/apis/api-lab/csi-meta-001');
    await expect(page.getByLabel('Method')).toHaveValue('FILE');
    await expect(box('File')).toContainText('Choose file');
    await field('File').setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(2048) });
    await expect(box('File')).toContainText('holiday.jpg (2.0 KB)');
    await scanAndShotAtBothWidths(page, 'metadata-lab-file', box('File'));
  });

  await test.step('settings: the profile picture field', async () => {
    await page.goto('/ac/settings');
    await expect(box('Profile picture')).toContainText('Choose file');
    await scanAndShotAtBothWidths(page, 'settings-picture', box('Profile picture'));
  });

  await test.step('hire form: the uploads take several files', async () => {
    await page.goto('/hire-developers');
    const form = page.getByRole('form', { name: 'Hire request' });
    await form.getByRole('group', { name: 'Do you have designs?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(box('Upload files')).toContainText('Choose files');
    await field('Upload files').setInputFiles([
      { name: 'wireframes.png', mimeType: 'image/png', buffer: Buffer.alloc(10) },
      { name: 'spec.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10) },
    ]);
    await expect(box('Upload files')).toContainText('2 files: wireframes.png, spec.pdf');
    await scanAndShotAtBothWidths(page, 'hire-uploads', box('Upload files'));
  });

  await test.step('checkout: the site theme (dark page, card, brand green Approve), no CSP violation', async () => {
    await page.goto('/ac/dashboard');
    await page
      .getByRole('region', { name: 'Credit points' })
      .getByRole('button', { name: 'Top up with PayPal' })
      .click();
    const topUp = page.getByRole('dialog', { name: 'Top up with PayPal' });
    await topUp.getByLabel('Amount (USD)').fill('5');
    await topUp.getByRole('button', { name: 'Start payment' }).click();
    await page.waitForURL(/\/payment_gtw\/simulated\/checkout\//);
    const approve = page.getByRole('button', { name: 'Approve payment of 5.00 USD' });
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(11, 18, 32)');
    await expect(page.locator('main')).toHaveCSS('background-color', 'rgb(17, 26, 46)');
    await expect(approve).toHaveCSS('background-color', 'rgb(61, 220, 151)');
    await expect(page.getByRole('button', { name: 'Cancel' })).toHaveCSS('border-top-color', 'rgb(169, 180, 201)');
    await scanAndShotAtBothWidths(page, 'checkout-themed', approve);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/ac\/dashboard$/);
  });
});

test('a multi-MB upload shows a progress bar of bytes sent, then a processing state, in the PDF lab and for the profile picture', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const user = await registerUser(request, 'progress14');
  const pdf = await largePdf(4);
  await page.setViewportSize(DESKTOP);

  await test.step('PDF lab: a 4 MB PDF on a slow line', async () => {
    await signInWithToken(page, user.token, '/ac/apis/s/api-lab/pdf-security');
    await expect(page.getByRole('button', { name: 'Encrypt' })).toBeVisible();
    await page
      .getByLabel('PDF file')
      .setInputFiles({ name: 'annual-report.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByLabel('Enter Pdf password').fill('Report-pass-2025');
    await recordUploadStates(page, 'Upload of PDF file');
    await throttle(page, 512 * 1024);
    // About 8 s to send 4 MB and 8 s to fetch the encrypted copy on this line.
    const download = page.waitForEvent('download', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Encrypt' }).click();
    const bar = page.getByRole('progressbar', { name: 'Upload of PDF file' });
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    // The bar is the feedback: no page-wide loading overlay hides it.
    await expect(page.locator('[aria-busy="true"][data-state="visible"]')).toHaveCount(0);
    await shot(page, 'pdf-lab-uploading-1366');
    await expect(page.getByText(/^Uploading \d+\.\d (KB|MB) of 4\.\d MB \(\d+%\)$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Encrypt' })).toBeDisabled();
    await axeScan(page, 'pdf-lab-uploading');
    await expect(page.getByText('Uploaded. Processing…')).toBeVisible();
    await shot(page, 'pdf-lab-processing-1366');
    await download;
    await throttle(page, null);
    await expect(page.getByRole('region', { name: 'Response' })).toContainText('downloaded as download.pdf');
    await expect(bar).toHaveCount(0);
    const states = await seenStates(page);
    expect(states.at(-1), `states seen: ${states.join(' > ')}`).toBe('processing');
    expect(
      states.slice(0, -1).every((state) => /^\d+$/.test(state)),
      `states seen: ${states.join(' > ')}`,
    ).toBe(true);
    expect(states.filter((state) => Number(state) > 0 && Number(state) < 100).length).toBeGreaterThan(1);
  });

  await test.step('settings at 390 px: a 3 MB profile picture', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/ac/settings');
    await recordUploadStates(page, 'Upload of Profile picture');
    await throttle(page, 256 * 1024);
    await page
      .getByLabel('Profile picture', { exact: true })
      .setInputFiles({ name: 'portrait.png', mimeType: 'image/png', buffer: largePng(3) });
    const bar = page.getByRole('progressbar', { name: 'Upload of Profile picture' });
    await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
    await expect(page.locator('[aria-busy="true"][data-state="visible"]')).toHaveCount(0);
    await bar.scrollIntoViewIfNeeded();
    await shot(page, 'settings-picture-uploading-390');
    await expect(page.getByText(/^Uploading \d+\.\d (KB|MB) of 3\.\d MB \(\d+%\)$/)).toBeVisible();
    await axeScan(page, 'settings-picture-uploading');
    // Recorded while the scan ran: the popup (its text and its close button's) may have come and gone by now. Polled
    // until the upload (about 12 s for 3 MB on this line, more on a loaded machine) is done.
    await expect
      .poll(() => seenMessages(page), { timeout: 60_000 })
      .toContainEqual(expect.stringContaining('Profile picture updated.'));
    await throttle(page, null);
    await expect(bar).toHaveCount(0);
    const states = await seenStates(page);
    expect(states.at(-1), `states seen: ${states.join(' > ')}`).toBe('processing');
  });
});
