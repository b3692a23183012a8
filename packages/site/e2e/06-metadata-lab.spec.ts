import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { jpegWithGps } from '../../server/test-fixtures/sampleFiles';
import { closeExiftool } from '../../server/src/services/metadata/exiftool';
import { axeScan } from './support/axeScan';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

/** A photo taken in Nairobi: a JPEG with GPS tags, written by ExifTool like the server's own tests do. */
async function photoWithGps(): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), 'journey-photo-'));
  try {
    return await readFile(await jpegWithGps(dir, 'holiday.jpg'));
  } finally {
    await closeExiftool();
    await rm(dir, { recursive: true, force: true });
  }
}

test('in the metadata lab a user uploads a photo with GPS tags and sees the location flagged as a risk', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'meta');
  const photo = await photoWithGps();
  await signInWithToken(page, user.token, '/ac/apis/api-lab/csi-meta-001');
  await expect(page.getByText('File Metadata Viewer', { exact: true })).toBeVisible();
  await page.getByLabel('Method').selectOption('FILE');
  await page
    .getByLabel('File', { exact: true })
    .setInputFiles({ name: 'holiday.jpg', mimeType: 'image/jpeg', buffer: photo });
  await axeScan(page, 'metadata-lab');
  await page.getByRole('button', { name: 'Send' }).click();
  const response = page.getByLabel('Response body');
  await expect(response).toContainText('"risks"');
  const reply = JSON.parse(await response.innerText()) as {
    data: { filename: string; risks: { severity: string; field: string; finding: string }[] };
  };
  expect(reply.data.filename).toBe('holiday.jpg');
  expect(reply.data.risks).toContainEqual(
    expect.objectContaining({
      severity: 'high',
      field: 'Composite:GPSPosition',
      finding: expect.stringMatching(/^GPS position found/),
    }),
  );
  await axeScan(page, 'metadata-gps-risk');
  await shot(page, 'metadata-gps-risk');
});
