import { readFile } from 'node:fs/promises';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { qpdfExitCode } from './support/qpdfExitCode';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

const PASSWORD = 'Statement-June-2025';

/** A one-page PDF, like a bank statement a user would protect. */
async function statementPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage().drawText('Bank statement, June 2025', { x: 50, y: 700, font });
  return Buffer.from(await doc.save());
}

test('in the PDF playground a user encrypts a PDF; the download opens only with the password', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'pdf');
  await signInWithToken(page, user.token, '/ac/apis/s/api-lab/pdf-security');
  await expect(page.getByRole('button', { name: 'Encrypt' })).toBeVisible();
  await axeScan(page, 'pdf-lab');

  await page
    .getByLabel('PDF file')
    .setInputFiles({ name: 'statement.pdf', mimeType: 'application/pdf', buffer: await statementPdf() });
  await page.getByLabel('Enter Pdf password').fill(PASSWORD);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Encrypt' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('download.pdf');
  await expect(page.getByRole('region', { name: 'Response' })).toContainText('downloaded as download.pdf');
  // The call's details, as in the other labs: status, round trip, what it cost and the request id.
  await expect(page.getByTestId('latest-call')).toHaveText(
    /^Last call: FILE \/file\/encrypt-pdf \(live\), status 200 in \d+ ms, cost \$\d+\.\d+, request id [0-9a-f-]{36}\.$/,
  );
  await shot(page, 'pdf-encrypted');

  const encrypted = await readFile(await file.path());
  expect(encrypted.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await qpdfExitCode(encrypted, ['--check', 'IN']), 'opening without the password fails').toBe(2);
  expect(await qpdfExitCode(encrypted, ['--password=wrong-password', '--check', 'IN']), 'a wrong password fails').toBe(
    2,
  );
  expect(
    await qpdfExitCode(encrypted, [`--password=${PASSWORD}`, '--decrypt', 'IN', 'OUT']),
    'the password opens it',
  ).toBe(0);
});
