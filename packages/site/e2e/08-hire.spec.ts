import { axeScan } from './support/axeScan';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

test('a signed-in user submits the hire form: conditional fields, validation order, agreement', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'hire');
  await signInWithToken(page, user.token, '/hire-developers');
  const form = page.getByRole('form', { name: 'Hire request' });
  await expect(page.getByRole('heading', { name: 'HIRE OUR CYBERSECURITY DEVELOPERS' })).toBeVisible();
  await axeScan(page, 'hire');

  await test.step("'Please specify' only with Other; the upload only with designs or a specification", async () => {
    const other = form.getByRole('group', { name: 'Software Types' }).getByRole('checkbox', { name: 'Other' });
    await expect(form.getByLabel('Please specify')).toHaveCount(0);
    await other.check();
    await expect(form.getByLabel('Please specify')).toBeVisible();
    await axeScan(page, 'hire-please-specify');
    await other.uncheck();
    await expect(form.getByLabel('Please specify')).toHaveCount(0);
    const designs = form.getByRole('group', { name: 'Do you have designs?' });
    const spec = form.getByRole('group', { name: 'Do you have a specification document?' });
    await expect(form.getByLabel('Upload files')).toHaveCount(0);
    await designs.getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel('Upload files')).toBeVisible();
    await designs.getByRole('radio', { name: 'No' }).check();
    await expect(form.getByLabel('Upload files')).toHaveCount(0);
    await spec.getByRole('radio', { name: 'Yes' }).check();
    await expect(form.getByLabel('Upload files')).toBeVisible();
    await axeScan(page, 'hire-upload');
  });

  await test.step('submit stays disabled until the agreement is ticked', async () => {
    const submit = form.getByRole('button', { name: 'SUBMIT REQUEST' });
    await expect(submit).toBeDisabled();
    await form.getByRole('checkbox', { name: /I agree that CSI may use the information/ }).check();
    await expect(submit).toBeEnabled();
  });

  await test.step('the checks come in order, one message at a time', async () => {
    const steps: [string, () => Promise<void>][] = [
      ['Please enter a valid full name (2-100 characters)', () => form.getByLabel('Full Name').fill('Achieng Otieno')],
      ['Please enter a valid email address', () => form.getByLabel('Email').fill('achieng@example.co.ke')],
      [
        'Please enter a valid phone number (6-20 digits, international format accepted)',
        () => form.getByLabel('Phone').fill('+254 712345678'),
      ],
      ['Project title must be between 5-200 characters', () => form.getByLabel('Project Title').fill('SACCO portal')],
      [
        'Project description must be between 50-5000 characters',
        () =>
          form
            .getByLabel('Project Description')
            .fill('A member portal for our SACCO: loan applications, statements and M-Pesa deposits, with 2FA.'),
      ],
    ];
    for (const [message, fix] of steps) {
      await form.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
      await closeModal(page, 'Validation error', message);
      await fix();
    }
  });

  await test.step('the request is sent', async () => {
    await form.getByRole('group', { name: 'Software Types' }).getByRole('checkbox', { name: 'Web App' }).check();
    await form.getByLabel('Budget Range').selectOption('$5,000-$15,000');
    await shot(page, 'hire-filled');
    await form.getByRole('button', { name: 'SUBMIT REQUEST' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your project request was submitted successfully!' }),
    ).toBeVisible();
    await axeScan(page, 'hire-sent');
    await shot(page, 'hire-sent');
    await expect(form.getByLabel('Full Name')).toHaveValue('');
  });
});
