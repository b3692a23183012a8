import { axeScan } from './support/axeScan';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shotAtBothWidths } from './support/shotAtBothWidths';
import { signInWithToken } from './support/signInWithToken';

test('settings and the hire form take Kenyan phone numbers written with spaces or hyphens', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'phone');
  await signInWithToken(page, user.token, '/ac/settings');
  const details = page.getByRole('region', { name: 'Personal details' });
  for (const [typed, kept] of [
    ['+254 712 345 678', '+254712345678'],
    ['0712 345 678', '0712345678'],
    ['+254-712-345678', '+254712345678'],
  ] as const) {
    await details.getByLabel('Phone number', { exact: true }).fill(typed);
    const saved = page.waitForResponse((answer) => answer.url().endsWith('/usfw/update/profile-basic-d'));
    await details.getByRole('button', { name: 'Save details' }).click();
    expect((await saved).status()).toBe(200);
    const profile = await request.get('/usfw/my-profile/', { headers: { authorization: `Bearer ${user.token}` } });
    expect(((await profile.json()) as { data: { phoneNumber: string } }).data.phoneNumber).toBe(kept);
  }

  await page.goto('/hire-developers');
  const form = page.getByRole('form', { name: 'Hire request' });
  await form.getByLabel('Full Name').fill('Achieng Otieno');
  await form.getByLabel('Email').fill('achieng@example.co.ke');
  await form.getByLabel('Phone').fill('0712 345 678');
  await form.getByLabel('Project Title').fill('SACCO portal');
  await form
    .getByLabel('Project Description')
    .fill('A member portal for our SACCO: loan applications, statements and M-Pesa deposits, with 2FA.');
  await form.getByRole('checkbox', { name: /I agree that CSI may use the information/ }).check();
  await form.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your project request was submitted successfully!' }),
  ).toBeVisible();
});

test('the hire form refuses a deadline that has passed', async ({ page, request }) => {
  const user = await registerUser(request, 'deadline');
  await signInWithToken(page, user.token, '/hire-developers');
  const form = page.getByRole('form', { name: 'Hire request' });
  await form.getByLabel('Full Name').fill('Achieng Otieno');
  await form.getByLabel('Email').fill('achieng@example.co.ke');
  await form.getByLabel('Phone').fill('+254 712 345 678');
  await form.getByLabel('Project Title').fill('SACCO portal');
  await form
    .getByLabel('Project Description')
    .fill('A member portal for our SACCO: loan applications, statements and M-Pesa deposits, with 2FA.');
  await form.getByLabel('Deadline').fill('2020-01-01');
  await form.getByRole('checkbox', { name: /I agree that CSI may use the information/ }).check();
  await form.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
  await closeModal(page, 'Validation error', 'Please choose a deadline from today onwards');
  await expect(form.getByLabel('Deadline')).toHaveValue('2020-01-01');
  await expect(form.getByLabel('Deadline')).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);

  const sent = await request.post('/project/csi/hire-csi-developers', {
    headers: { authorization: `Bearer ${user.token}` },
    data: {
      fullName: 'Achieng Otieno',
      email: 'achieng@example.co.ke',
      phone: '0712345678',
      projectTitle: 'SACCO portal',
      projectDescription: 'A member portal for our SACCO: loan applications, statements and M-Pesa deposits.',
      deadline: '2020-01-01',
      agreement: true,
    },
  });
  expect(sent.status()).toBe(400);
  expect(((await sent.json()) as { msg: string }).msg).toBe('Please choose a deadline from today onwards');
});

test('an empty sign-in form is answered on the page, as registration is, without asking the server', async ({
  page,
}) => {
  const logins: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/usfw/auth/login')) logins.push(sent.url());
  });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'ValidationError', exact: true })).toContainText('Email is required.');
  await axeScan(page, 'login-empty');
  await shotAtBothWidths(page, 'login-empty');
  await closeModal(page, 'ValidationError');
  await page.getByLabel('Email', { exact: true }).fill('jane@journeys.local');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await closeModal(page, 'ValidationError', 'Password is required.');
  expect(logins).toEqual([]);
});

test('a contact message over the limit is refused in the form’s words, not the field’s name', async ({
  page,
  issues,
}) => {
  issues.expect(/^http: HTTP 400 POST \/usfw\/customer-support\/contact-us$/);
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name', { exact: true }).fill('John Mwangi');
  await form.getByLabel('Email', { exact: true }).fill('john.mwangi@journeys.local');
  await form.getByLabel('Subject', { exact: true }).fill('Penetration test quote');
  await form.getByLabel('Message', { exact: true }).fill('x'.repeat(5001));
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const refused = page.getByRole('dialog').filter({ hasText: 'Message must be at most 5000 characters.' });
  await expect(refused).toBeVisible();
  await expect(refused).not.toContainText('customer_message');
  await shotAtBothWidths(page, 'contact-message-too-long');
});
