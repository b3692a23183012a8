import { axeScan } from './support/axeScan';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { readOtp } from './support/readOtp';
import { freshEmail, JOURNEY_PASSWORD } from './support/registerUser';
import { shot } from './support/shot';
import { signInThroughForm } from './support/signInThroughForm';

test('a visitor registers, verifies the e-mail, logs out and in, and recovers access with a one-time code', async ({
  page,
}) => {
  const email = freshEmail('signup');

  await test.step('the registration form checks e-mail, length and match, then signs up', async () => {
    await page.goto('/auth/register');
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await axeScan(page, 'register');
    const signUp = page.getByRole('button', { name: 'Sign Up' });
    await page.getByLabel('Email Address').fill('wanjiru.example.com');
    await signUp.click();
    await closeModal(page, 'ValidationError', 'Invalid email format.');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await signUp.click();
    await closeModal(page, 'ValidationError', 'Password must be at least 8 characters long.');
    await page.getByLabel('Password', { exact: true }).fill(JOURNEY_PASSWORD);
    await page.getByLabel('Confirm Password').fill(`${JOURNEY_PASSWORD}x`);
    await signUp.click();
    await closeModal(page, 'ValidationError', 'Passwords do not match.');
    await page.getByLabel('Confirm Password').fill(JOURNEY_PASSWORD);
    await expect(page.getByLabel('Country')).toHaveValue('Kenya');
    await shot(page, 'register-filled');
    await signUp.click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText(email);
    await axeScan(page, 'profile');
    await shot(page, 'account');
  });

  await test.step('settings: the e-mail is verified with the code from the outbox', async () => {
    await page.getByRole('link', { name: 'Settings', exact: true }).click();
    await expect(page).toHaveURL(/\/ac\/settings$/);
    const overview = page.getByRole('region', { name: 'Security Overview' });
    await expect(overview).toContainText(/Email verified\s*No/);
    await axeScan(page, 'settings');
    const since = Date.now();
    await page.getByRole('button', { name: 'Request verification code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'one-time code has been sent' })).toBeVisible();
    await page.getByLabel('OTP code').fill(await readOtp(email, since));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(overview).toContainText(/Email verified\s*Yes/);
    await shot(page, 'email-verified');
  });

  await test.step('logs out and back in', async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
    await axeScan(page, 'login');
    await signInThroughForm(page, email, JOURNEY_PASSWORD);
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText(email);
  });

  await test.step('recovers access with a one-time code', async () => {
    await page.getByRole('button', { name: /Logout/ }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    // The login page has an Email field too: fill only once the forgot-password page has replaced it.
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/forgot-password$/);
    await axeScan(page, 'forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(email);
    const since = Date.now();
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByText('Please enter the one time code sent to your email')).toBeVisible();
    await page.getByLabel('One time code').fill(await readOtp(email, since));
    await axeScan(page, 'forgot-password-code');
    await shot(page, 'forgot-password-code');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page).toHaveURL(/\/ac\/profile$/);
    await expect(page.getByRole('region', { name: 'Personal Details' })).toContainText(email);
    await shot(page, 'recovered');
  });
});
