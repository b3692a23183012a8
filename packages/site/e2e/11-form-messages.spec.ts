import type { Locator, Page } from '@playwright/test';
import { axeScan } from './support/axeScan';
import { callApi } from './support/callApi';
import { closeModal } from './support/closeModal';
import { expect, test } from './support/journeyTest';
import { registerUser } from './support/registerUser';
import { shot } from './support/shot';
import { signInWithToken } from './support/signInWithToken';

/** The administrator the journeys' server creates on its first start (scripts/journeys-server.mjs). */
const ADMIN = { email: 'admin@journeys.local', password: 'Journeys-admin-1' };

/** The two widths every changed screen is looked at: a laptop and a phone. */
const WIDTHS = [
  { name: '1366', width: 1366, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

/** Screenshots of the page at both widths, named `<name>-1366` and `<name>-390`. */
async function shotAtBothWidths(page: Page, name: string): Promise<void> {
  for (const { width, height, name: suffix } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await shot(page, `${name}-${suffix}`);
  }
}

/** The text of each line the element's text is laid out on, read from the boxes of its characters. */
function renderedLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: string[] = [];
    let lineTop: number | null = null;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getClientRects()[0];
        if (!box) continue;
        if (lineTop === null || box.top > lineTop + box.height / 2) {
          lines.push(text.charAt(index));
          lineTop = box.top;
        } else {
          lines.push(`${lines.pop() ?? ''}${text.charAt(index)}`);
        }
      }
    }
    return lines;
  });
}

/** True when every line break of an e-mail address falls after its '@' or a hyphen, or before a dot. */
const breaksAtSensiblePoints = (lines: string[]) =>
  lines.every((line, index) => {
    const next = lines[index + 1];
    return next === undefined || /[@-]$/.test(line) || next.startsWith('.');
  });

test('defect 1: the contact form accepts "John Mwangi" and "Wanjiru O\'Brien-Otieno"; a digit is still refused with \'Name must only contain letters.\'', async ({
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
  await shotAtBothWidths(page, 'defect1-contact-name-refused');
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

test("defect 2: settings shows the server's msg for a refused full name and the validator's message for a short password", async ({
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
  await shotAtBothWidths(page, 'defect2-settings-full-name-refused');
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
  await shotAtBothWidths(page, 'defect2-settings-short-password');
  await closeModal(page, 'Validation Error');
  expect(passwordCalls).toEqual([]);
});

test('defect 3: the File Metadata Viewer lab opens on FILE with the file field, so Send works without choosing a method', async ({
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
  await shotAtBothWidths(page, 'defect3-metadata-lab');
});

test('defect 5: "Spotting M-Pesa phishing texts in 2026" keeps its hyphen on the card, the heading and the page title; slug titles still read with spaces', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const login = await request.post('/usfw/auth/login', { data: { username: ADMIN.email, password: ADMIN.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { jwt } = ((await login.json()) as { data: { jwt: string } }).data;
  const written = `Spotting M-Pesa phishing texts in 2026 ${stamp}`;
  const slug = `sim-swap-fraud-${stamp}`;
  for (const title of [written, slug]) {
    await callApi(request, jwt, 'POST', '/articles/a/add-article', {
      title,
      summary: 'How fake confirmations trick shop owners, and what to check first.',
      category: 'phishing',
      content: 'Check the balance in the app before releasing goods.',
      articleIsOnline: true,
    });
  }
  try {
    await page.goto('/tech/pub');
    await page.getByPlaceholder('Search article...').fill(stamp);
    // The two cards with the stamp, once the page has hydrated and filtered (text typed before that counts).
    await expect(page.getByRole('article')).toHaveCount(2);
    // A card is named by its displayed title.
    const card = page.getByRole('article', { name: written, exact: true });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article', { name: `Sim swap fraud ${stamp}`, exact: true })).toBeVisible();
    await shotAtBothWidths(page, 'defect5-article-cards');
    await page.setViewportSize({ width: 1366, height: 900 });
    await card.getByRole('link', { name: 'Read article' }).click();
    await expect(page).toHaveURL(new RegExp(`/tech/read/Spotting-M-Pesa-phishing-texts-in-2026-${stamp}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(written);
    await expect(page).toHaveTitle(`${written} | CSI`);
    await axeScan(page, 'article-with-hyphen');
    await shotAtBothWidths(page, 'defect5-article-page');

    // The server-rendered page carries the same title before any script runs.
    const path = `/tech/read/Spotting-M-Pesa-phishing-texts-in-2026-${stamp}`;
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`<title>${written} | CSI</title>`);

    await page.goto(`/tech/read/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Sim swap fraud ${stamp}`);
    await expect(page).toHaveTitle(`Sim swap fraud ${stamp} | CSI`);
  } finally {
    for (const title of [written, slug])
      await callApi(request, jwt, 'DELETE', `/articles/a/permanent-delete/${encodeURIComponent(title)}`);
  }
});

test('defect 6: after paying, a signed-in user counts down to the dashboard; without a payment the success page shows an error', async ({
  page,
  request,
  browser,
  issues,
}) => {
  const user = await registerUser(request, 'paid');
  await signInWithToken(page, user.token, '/ac/dashboard');
  const credits = page.getByRole('region', { name: 'Credit points' });
  await credits.getByRole('button', { name: 'Top up with PayPal' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up with PayPal' });
  await topUp.getByLabel('Amount (USD)').fill('5');
  await topUp.getByRole('button', { name: 'Start payment' }).click();
  await page.waitForURL(/\/payment_gtw\/simulated\/checkout\//);
  await page.getByRole('button', { name: 'Approve payment of 5.00 USD' }).click();
  await page.waitForURL(/\/wallet\/paymentsuccess\?/);
  const successUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/Redirecting to your dashboard in [12] seconds?\.\.\./);
  await page.waitForURL(/\/ac\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toHaveText(/\$5\.00$/);

  await page.goto('/wallet/paymentsuccess');
  await expect(page.getByRole('heading', { name: 'Payment not confirmed' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toHaveCount(0);
  await expect(page.getByText('There is no payment to confirm on this page.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/ac/dashboard');
  await axeScan(page, 'payment-not-confirmed');
  await shotAtBothWidths(page, 'defect6-payment-not-confirmed');

  issues.expect(/^http: HTTP 4\d\d GET \/payment_gtw\/paypal\/payment-success\?paymentId=pay_unknown/);
  await page.goto('/wallet/paymentsuccess?paymentId=pay_unknown&token=x&PayerID=y');
  await expect(page.getByRole('heading', { name: 'Payment not confirmed' })).toBeVisible();

  // Signed out (another browser), the same return link confirms nothing new and counts down to the login page.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  issues.watch(visitorPage);
  await visitorPage.goto(successUrl);
  await expect(visitorPage.getByText('Payment already processed.')).toBeVisible();
  await expect(visitorPage.getByRole('timer')).toHaveText(/Redirecting to login in [12] seconds?\.\.\./);
  await visitorPage.waitForURL(/\/auth\/login$/);
  await visitor.close();
});

test('defect 10: the password generator has a normal Generate button right under its field', async ({ page }) => {
  await page.goto('/');
  const field = page.getByLabel('Generated password', { exact: true });
  const generate = page.getByRole('button', { name: 'Generate', exact: true });
  for (const { width, height, name } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await generate.scrollIntoViewIfNeeded();
    const button = await generate.boundingBox();
    const input = await field.boundingBox();
    expect(button, `the Generate button at ${name} px`).not.toBeNull();
    expect(input).not.toBeNull();
    if (!button || !input) return;
    expect(button.height, `Generate button height at ${name} px`).toBeLessThan(60);
    expect(button.y - (input.y + input.height), `gap between field and button at ${name} px`).toBeLessThan(40);
    await generate.click();
    await expect(field).toHaveValue(/^.{16}$/);
    await shot(page, `defect10-password-generator-${name}`);
  }
});

test('defect 11: a long e-mail wraps after its "@" or before a dot, the social code wraps inside its box, and both have copy buttons', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'walker1-long-address-for-wrapping');
  const profile = await callApi<{ socialSecurityCode: string }>(request, user.token, 'GET', '/usfw/my-profile/');
  await signInWithToken(page, user.token, '/ac/profile');
  const personal = page.getByRole('region', { name: 'Personal Details' });
  const other = page.getByRole('region', { name: 'Other Details' });
  await expect(personal).toBeVisible();
  for (const { width, height, name } of WIDTHS) {
    await page.setViewportSize({ width, height });
    const email = personal.getByRole('definition').filter({ hasText: user.email });
    const lines = await renderedLines(email.getByText(user.email, { exact: true }));
    expect(lines.join(''), `the e-mail at ${name} px`).toBe(user.email);
    expect(breaksAtSensiblePoints(lines), `e-mail lines at ${name} px: ${JSON.stringify(lines)}`).toBe(true);
    const code = other.getByText(profile.data.socialSecurityCode, { exact: true });
    const codeBox = await code.boundingBox();
    const cardBox = await other.boundingBox();
    expect(codeBox && cardBox && codeBox.x + codeBox.width <= cardBox.x + cardBox.width).toBe(true);
    await shot(page, `defect11-profile-${name}`);
  }
  await expect(personal.getByRole('button', { name: 'Copy Email' })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Copy Social code' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'API Credentials' }).getByRole('button', { name: 'Copy API username' }),
  ).toBeVisible();
  await axeScan(page, 'profile-long-values');
});

test('defect 4: a completed top-up credits the promised 0.1 credit points once, shown in the wallet', async ({
  page,
  request,
}) => {
  const user = await registerUser(request, 'points');
  await signInWithToken(page, user.token, '/ac/dashboard');
  const credits = page.getByRole('region', { name: 'Credit points' });
  await expect(credits.getByText('200', { exact: true })).toBeVisible();
  await credits.getByRole('button', { name: 'Top up with PayPal' }).click();
  const topUp = page.getByRole('dialog', { name: 'Top up with PayPal' });
  await expect(topUp).toContainText('0.1 credit points');
  await topUp.getByLabel('Amount (USD)').fill('12.34');
  await topUp.getByRole('button', { name: 'Start payment' }).click();
  await page.waitForURL(/\/payment_gtw\/simulated\/checkout\//);
  await page.getByRole('button', { name: 'Approve payment of 12.34 USD' }).click();
  await page.waitForURL(/\/wallet\/paymentsuccess\?/);
  const successUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Payment Successful' })).toBeVisible();
  await page.waitForURL(/\/ac\/dashboard$/);
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toHaveText(/\$12\.34$/);
  await expect(credits.getByText('200.1', { exact: true })).toBeVisible();
  const wallet = await callApi<{ creditPoints: number }>(request, user.token, 'GET', '/usfw/wallet/details');
  expect(wallet.data.creditPoints).toBe(200.1);

  // The same return link again confirms nothing new: no second balance credit, no second 0.1 points.
  await page.goto(successUrl);
  await expect(page.getByText('Payment already processed.')).toBeVisible();
  await page.goto('/ac/dashboard');
  await expect(page.getByRole('region', { name: 'Wallet Balance' })).toHaveText(/\$12\.34$/);
  await expect(credits.getByText('200.1', { exact: true })).toBeVisible();
  const again = await callApi<{ creditPoints: number }>(request, user.token, 'GET', '/usfw/wallet/details');
  expect(again.data.creditPoints).toBe(200.1);
});
