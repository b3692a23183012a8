import { axeScan } from './support/axeScan';
import { adminToken } from './support/adminToken';
import { callApi } from './support/callApi';
import { expect, test } from './support/journeyTest';
import { shotAtBothWidths } from './support/shotAtBothWidths';

test('a written title such as "Spotting M-Pesa phishing texts in 2026" keeps its hyphen on the card, the heading and the page title; slug titles read with spaces', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const jwt = await adminToken(request);
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
    await shotAtBothWidths(page, 'article-cards');
    await page.setViewportSize({ width: 1366, height: 900 });
    await card.getByRole('link', { name: 'Read article' }).click();
    await expect(page).toHaveURL(new RegExp(`/tech/read/Spotting-M-Pesa-phishing-texts-in-2026-${stamp}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(written);
    await expect(page).toHaveTitle(`${written} | CSI`);
    await axeScan(page, 'article-with-hyphen');
    await shotAtBothWidths(page, 'article-page');

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
