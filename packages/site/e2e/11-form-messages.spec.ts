import { axeScan } from './support/axeScan';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInWithToken } from './support/signInWithToken';

test('the contact form accepts "John Mwangi" and "Wanjiru O\'Brien-Otieno" and refuses a digit with \'Name must only contain letters.\'', async ({
  page,
  request,
  issues,
}) => {
  const form = page.getByRole('form', { name: 'Contact form' });
  const send = async (name: string) => {
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByLabel('Email', { exact: true }).fill('john.mwangi@journeys.local');
    await form.getByLabel('Subject', { exact: true }).fill('Penetration test quote');
    await form.getByLabel('Message', { exact: true }).fill('We would like a quote for testing our shop.');
    await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  };
  await page.goto('/contact-us');
  await send('John Mwangi');
  await closeModal(page, 'Success', 'Thank you, your message has been received.');
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');

  await send('John Mwangi 2');
  const refused = page.getByRole('dialog', { name: 'Validation Error', exact: true });
  await expect(refused).toContainText('Name must only contain letters.');
  await axeScan(page, 'contact-name-refused');
  await shotAtBothWidths(page, 'contact-name-refused');
  await closeModal(page, 'Validation Error', 'Name must only contain letters.');

  const message = {
    customer_email: 'wanjiru@journeys.local',
    customer_subject: 'Training',
    customer_message: 'Phishing awareness training for ten people.',
  };
  const accepted = await request.post('/usfw/customer-support/contact-us', {
    data: { ...message, customer_name: "Wanjiru O'Brien-Otieno" },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  issues.expect(/^http: HTTP 400 POST \/usfw\/customer-support\/contact-us$/);
  const digit = await request.post('/usfw/customer-support/contact-us', {
    data: { ...message, customer_name: 'W4lker' },
  });
  expect(digit.status()).toBe(400);
  expect(((await digit.json()) as { msg: string }).msg).toBe('Name must only contain letters.');
});

test("settings shows the server's msg for a refused full name and the validator's message for a short password", async ({
  page,
  request,
  issues,
}) => {
  const user = await registerUser(request, 'settings');
  issues.expect(/^http: HTTP 400 PUT \/usfw\/update\/profile-basic-d$/);
  await signInWithToken(page, user.token, '/ac/settings');
  const details = page.getByRole('region', { name: 'Personal details' });
  await details.getByLabel('Full name', { exact: true }).fill('W4lker');
  await details.getByRole('button', { name: 'Save details' }).click();
  const refused = page.getByRole('dialog', { name: 'Profile Update Error', exact: true });
  await expect(refused).toContainText('Full name must only contain letters and spaces.');
  await expect(refused).not.toContainText('try again later');
  await axeScan(page, 'settings-full-name-refused');
  await shotAtBothWidths(page, 'settings-full-name-refused');
  await closeModal(page, 'Profile Update Error');

  const passwordCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/usfw/change-my-password')) passwordCalls.push(sent.url());
  });
  const security = page.getByRole('region', { name: 'Security Settings' });
  await security.getByLabel('New password', { exact: true }).fill('short');
  await security.getByRole('button', { name: 'Change password' }).click();
  const invalid = page.getByRole('dialog', { name: 'Validation Error', exact: true });
  await expect(invalid).toContainText('Password must be at least 8 characters long.');
  await shotAtBothWidths(page, 'settings-short-password');
  await closeModal(page, 'Validation Error');
  expect(passwordCalls).toEqual([]);
});
