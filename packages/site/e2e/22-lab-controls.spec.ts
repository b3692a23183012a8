import { axeScan } from './support/axeScan';
import { box } from './support/box';
import { expectNoSidewaysScroll } from './support/expectNoSidewaysScroll';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInWithToken } from './support/signInWithToken';
import { DESKTOP, PHONE } from './support/viewports';

test('the File Metadata Viewer lab opens on FILE with the file field, so Send works without choosing a method', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'metafile');
  await signInWithToken(page, user.token, '/ac/apis');
  const card = page.getByRole('article', { name: 'File Metadata Viewer' });
  await card.getByRole('link', { name: 'Test api' }).click();
  await expect(page).toHaveURL(/\/ac\/apis\/api-lab\/csi-meta-001$/);
  await expect(page.getByLabel('Method')).toHaveValue('FILE');
  const file = page.getByLabel('File', { exact: true });
  await expect(file).toBeVisible();
  // A multipart API takes any file: the chooser must not filter on the request's own content type.
  await expect(file).not.toHaveAttribute('accept', 'multipart/form-data');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Quarterly notes\n') });
  await page.getByRole('button', { name: 'Send' }).click();
  const response = page.getByLabel('Response body');
  await expect(response).toContainText('"filename": "notes.txt"');
  await axeScan(page, 'metadata-lab-file-default');
  await shotAtBothWidths(page, 'metadata-lab');
});

test("'clear Response' sits in one place in every lab: at the right of the Response title, above the output", async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'layout12lab');
  await page.setViewportSize(DESKTOP);
  const check = async () => {
    const response = page.getByRole('region', { name: 'Response' });
    const clear = response.getByRole('button', { name: 'clear Response' });
    const output = response.getByRole('status');
    const clearBox = await box(clear);
    const outputBox = await box(output);
    expect(clearBox.y + clearBox.height, 'the button is above the output').toBeLessThanOrEqual(outputBox.y);
    expect(
      Math.abs(clearBox.x + clearBox.width - (outputBox.x + outputBox.width)),
      'the button ends at the right edge of the output',
    ).toBeLessThanOrEqual(1);
  };
  await signInWithToken(page, user.token, '/ac/apis/api-lab/csi-meta-001');
  await expect(page.getByText('File Metadata Viewer', { exact: true })).toBeVisible();
  await check();
  await page.goto('/ac/apis/s/api-lab/pdf-security');
  await expect(page.getByRole('button', { name: 'Encrypt' })).toBeVisible();
  await check();
  await axeScan(page, 'pdf-lab-1366');
  await shot(page, 'pdf-lab-1366');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await axeScan(page, 'pdf-lab-390');
  await shot(page, 'pdf-lab-390');
});
