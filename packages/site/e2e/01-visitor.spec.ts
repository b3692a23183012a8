import { axeScan } from './support/axeScan';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { shot } from './support/shot';

test('a visitor reads the home page, an article, a tool guide and the API docs, then sends the contact form', async ({
  page,
}) => {
  await test.step('home page: password analyzer and FAQ', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axeScan(page, 'home');
    const password = page.getByLabel('Password to analyse', { exact: true });
    const meter = page.getByRole('meter', { name: 'Password strength' });
    await password.fill('password');
    await expect(meter).toHaveAttribute('aria-valuetext', /%, WEAK$/);
    await password.fill('Tr0ub4dour&Horse!');
    await expect(meter).toHaveAttribute('aria-valuetext', '100%, VERY STRONG');
    const question = page.getByRole('button', { name: 'Who does CSI work with?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Who does CSI work with?' })).toContainText(
      'Businesses and individuals',
    );
    await shot(page, 'home');
  });

  await test.step('an article from the list', async () => {
    await page.goto('/tech/pub');
    await expect(page.getByPlaceholder('Search article...')).toBeVisible();
    await axeScan(page, 'articles');
    await shot(page, 'articles');
    const first = page.getByRole('article').first();
    const title = await first.getByRole('heading').innerText();
    await first.getByRole('link', { name: 'Read article' }).click();
    await expect(page).toHaveURL(/\/tech\/read\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('More Articles You Might Like')).toBeVisible();
    await axeScan(page, 'article');
    await shot(page, 'article');
  });

  await test.step("a tool's documentation", async () => {
    await page.goto('/tech/security-tools');
    await expect(page.getByRole('heading', { name: 'Available Tools' })).toBeVisible();
    await axeScan(page, 'tools');
    const nmap = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Nmap', exact: true }) });
    await nmap.getByRole('link', { name: 'Documentation' }).click();
    await expect(page).toHaveURL(/\/docs\/g\/cyber-tool\/Nmap$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nmap');
    await expect(page.getByText('More Tools You Might Like')).toBeVisible();
    await axeScan(page, 'tool-doc');
    await shot(page, 'tool-doc');
  });

  await test.step('the API docs', async () => {
    await page.goto('/docs/g/csi-apis');
    await expect(page.getByRole('heading', { name: 'Available APIs' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Data Security (Encrypt and Decrypt)' })).toBeVisible();
    await axeScan(page, 'api-docs');
    await shot(page, 'api-docs');
    await page.getByRole('navigation', { name: 'Documentation' }).getByRole('link', { name: 'Data security' }).click();
    await expect(page).toHaveURL(/\/docs\/v1\/secure-data-cryp$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('/decrypt-data');
    await axeScan(page, 'api-doc-data-security');
    await shot(page, 'api-doc-data-security');
  });

  await test.step('the contact form: validation, then success', async () => {
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: 'Contact form' });
    await expect(form).toBeVisible();
    await axeScan(page, 'contact');
    const send = form.getByRole('button', { name: 'SEND MESSAGE' });
    await send.click();
    await closeModal(page, 'Validation Error', 'Name is required.');
    // A name as people write it (spaces, hyphens, apostrophes) passes; a digit is refused.
    await form.getByLabel('Name').fill('Wanjiru Kamau 2');
    await send.click();
    await closeModal(page, 'Validation Error', 'Name must only contain letters.');
    await form.getByLabel('Name').fill('Wanjiru Kamau');
    await form.getByLabel('Email').fill('wanjiru@');
    await send.click();
    await closeModal(page, 'Validation Error', 'Invalid email format.');
    await form.getByLabel('Email').fill('wanjiru@example.co.ke');
    await form.getByLabel('Subject').fill('Security assessment');
    await form.getByLabel('Message').fill('We would like a review of our online shop before the holiday season.');
    await send.click();
    const success = page.getByRole('dialog', { name: 'Success', exact: true });
    await expect(success).toContainText('Thank you, your message has been received.');
    await axeScan(page, 'contact-sent');
    await shot(page, 'contact-sent');
    await closeModal(page, 'Success');
    await expect(form.getByLabel('Name')).toHaveValue('');
  });
});
