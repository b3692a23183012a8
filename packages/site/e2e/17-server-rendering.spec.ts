import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken } from './support/adminToken';
import { callApi } from './support/callApi';
import { expect, test } from './support/journeyTest';
import { shot } from './support/shot';

/** A public page as the server must answer it: its status, its main heading and text it must carry. */
interface PublicPage {
  path: string;
  status: number;
  heading: string | RegExp;
  /** Text the page's HTML must contain (headings, an article's body, the home page's services, ...). */
  content: string[];
}

/** An article as the public API lists it. */
interface ListedArticle {
  articleId: number;
  title: string;
  summary: string;
  category: string;
  content: string;
  articleIsOnline: boolean;
}

/** The plain text of some HTML: no scripts, styles or tags, entities decoded, white space collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the first level-1 heading inside <main>, or '' when there is none. */
function mainHeading(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(main)?.[1] ?? '');
}

/** The first paragraph of an article's markdown, as the page shows it (first sentence, markup left out). */
const firstSentence = (markdown: string) => (markdown.split('\n\n')[0] ?? '').split('. ')[0] ?? '';

/** The URL path of an article (spaces as hyphens, as the article cards link it). */
const articlePath = (title: string) => `/tech/read/${title.replace(/ /g, '-')}`;

/** Every public route with what its HTML must show, from the API's own data (articles, tools, APIs, docs). */
async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const articles = ((await (await request.get('/articles/p/get-all-articles')).json()) as { data: ListedArticle[] })
    .data;
  const tools = (await (await request.get('/jsons/cyber-security-tools.json')).json()) as { toolname: string }[];
  const apis = ((await (await request.get('/v1/apis/all-apis')).json()) as { data: { name: string }[] }).data;
  const metadataDoc = await (await request.get('/markups/api-docs/meta-data-viewer.md')).text();
  const docHeadings = [...metadataDoc.matchAll(/^## (.+)$/gm)].map((match) => match[1] ?? '');
  const [article] = articles;
  const [tool] = tools;
  expect(article, 'the seeded articles').toBeDefined();
  expect(tool, 'the static tool list').toBeDefined();
  expect(apis.length, 'the seeded APIs').toBeGreaterThan(0);
  expect(docHeadings.length, 'the section headings of the metadata API documentation').toBeGreaterThan(2);
  return [
    {
      path: '/',
      status: 200,
      heading: 'Cyber security for Kenyan and East African businesses',
      content: ['Our services', 'Security assessments', 'Data protection and encryption', 'Threat monitoring'],
    },
    { path: '/tech/pub', status: 200, heading: 'Articles', content: articles.map((listed) => listed.title) },
    {
      path: articlePath(article!.title),
      status: 200,
      heading: article!.title,
      content: [firstSentence(article!.content), 'More Articles You Might Like'],
    },
    { path: '/tech/security-tools', status: 200, heading: 'Available Tools', content: tools.map((t) => t.toolname) },
    {
      path: `/docs/g/cyber-tool/${tool!.toolname}`,
      status: 200,
      heading: tool!.toolname,
      content: ['More Tools You Might Like', 'Documentation'],
    },
    {
      path: '/docs/g/csi-apis',
      status: 200,
      heading: /./,
      content: ['Available APIs', ...apis.map((api) => api.name)],
    },
    { path: '/docs/v1/meta-data-viewer', status: 200, heading: 'Metadata Viewer API', content: docHeadings },
    { path: '/docs/v1/secure-data-cryp', status: 200, heading: 'Data Security API', content: ['Table of contents'] },
    { path: '/docs/v1/secure-docs/pdf', status: 200, heading: 'PDF Security API', content: ['Table of contents'] },
    { path: '/contact-us', status: 200, heading: 'Contact Us', content: ['Send us a message'] },
    { path: '/about-us', status: 200, heading: /^About /, content: ['Talk to us'] },
    { path: '/hire-developers', status: 200, heading: 'HIRE OUR CYBERSECURITY DEVELOPERS', content: [] },
    { path: '/csi-team/founder', status: 200, heading: 'About the Founder', content: ['Biography'] },
    { path: '/community', status: 200, heading: 'About Our Community', content: [] },
    { path: '/open-source-projects', status: 200, heading: 'Open Source Projects', content: [] },
    {
      path: '/tech/read/No-such-article',
      status: 404,
      heading: 'Article not found',
      content: [
        "Oops! We couldn't find the article you're looking for.",
        'Please check the URL or try searching for another topic.',
        'More Articles You Might Like',
      ],
    },
    {
      path: '/hi-mask/social-code/NOSUCHCODE',
      status: 404,
      heading: 'Profile not found',
      content: ['This profile could not be found: the account may have been deleted, or the code is invalid.'],
    },
    { path: '/no/such/page', status: 404, heading: 'PAGE NOT FOUND', content: [] },
    { path: '/docs/v1/other', status: 404, heading: 'PAGE NOT FOUND', content: [] },
  ];
}

/** The pages that answer 404 on purpose (unknown paths, a missing article, an unknown shared profile). */
const NOT_FOUND_PAGES =
  /^http: HTTP 404 GET \/(no\/such\/page|docs\/v1\/other|tech\/read\/No-such-article|hi-mask\/social-code\/NOSUCHCODE)$/;

/** The chunks a server-rendered page lists for the site's entry to preload after its first paint (empty without). */
function listedChunks(html: string): string[] {
  const json = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as string[]) : [];
}

/** A file name for a page's screenshot. */
const shotName = (path: string) =>
  path
    .replace(/^\//, '')
    .replace(/[^a-z0-9]+/gi, '-')
    .slice(0, 60) || 'home';

test('every public page answers its heading and content in the HTML, to a client without JavaScript', async ({
  request,
}) => {
  for (const page of await publicPages(request)) {
    await test.step(page.path, async () => {
      const response = await request.get(page.path, { headers: { accept: '*/*' } });
      expect(response.status(), page.path).toBe(page.status);
      const html = await response.text();
      const heading = mainHeading(html);
      if (typeof page.heading === 'string') expect(heading, page.path).toBe(page.heading);
      else expect(heading, page.path).toMatch(page.heading);
      const text = textOf(html);
      for (const content of page.content) expect(text, `${page.path} shows "${content}"`).toContain(content);
      // The page's styles come with it, and the router state the browser takes the page over with (the home page
      // instead names the island the browser takes it over as, without the router).
      expect(html).toMatch(/<style data-styled="true"/);
      if (page.path === '/') {
        expect(html).toContain('<script type="application/json" id="page-island">"home"</script>');
        expect(html).not.toContain('id="route-data"');
      } else {
        expect(html).toContain('<script type="application/json" id="route-data">');
      }
    });
  }
  // The chunks the browser imports to take a page over are listed with it (as data: the entry preloads them after the
  // first paint), the site's start among them: an article's page and its markdown renderer, the home page's own
  // chunk. The HTML itself preloads no script, so none but the small entry is fetched before the page is painted.
  const articles = ((await (await request.get('/articles/p/get-all-articles')).json()) as { data: ListedArticle[] })
    .data;
  const articleHtml = await (await request.get(articlePath(articles[0]!.title))).text();
  const articleChunks = listedChunks(articleHtml);
  for (const chunk of ['boot', 'ArticlePage', 'MarkdownBody']) {
    expect(articleChunks, chunk).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)));
  }
  // The home page is taken over as its island: React and its own parts, without the router or the site's start.
  const homeHtml = await (await request.get('/')).text();
  const homeChunks = listedChunks(homeHtml);
  for (const chunk of ['homeIsland', 'react-dom', 'HomeView']) {
    expect(homeChunks, chunk).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`)));
  }
  for (const chunk of ['boot', 'router', 'ArticlePage']) {
    expect(homeChunks, chunk).not.toContainEqual(expect.stringMatching(new RegExp(`^/assets/${chunk}-`)));
  }
  for (const html of [articleHtml, homeHtml]) {
    expect(html).not.toContain('modulepreload');
    expect(html.match(/<script type="module"[^>]*>/g)).toEqual([
      expect.stringMatching(
        /^<script type="module" fetchpriority="low" crossorigin src="\/assets\/index-[\w-]+\.js">$/,
      ),
    ]);
  }
  // The head carries the page's own title and description (for link previews and search results).
  const contact = await (await request.get('/contact-us')).text();
  expect(contact).toContain('<title>Contact Us | CSI</title>');
  expect(contact).toMatch(/<meta name="description" content="Contact CSI in [^"]+">/);
  // A form that sends through the API says so to a reader without JavaScript, and names the other road.
  expect(textOf(contact)).toContain(
    'Sending this form needs JavaScript, which is turned off in this browser. You can also write to info@csi.co.ke',
  );
  const docs = await request.get('/docs', { maxRedirects: 0 });
  expect(docs.status()).toBe(302);
  expect(docs.headers().location).toBe('/docs/g/csi-apis');
  // The signed-in areas stay rendered in the browser: the server answers their empty shell.
  const account = await (await request.get('/ac/profile')).text();
  expect(account).toContain('<div id="root"></div>');
  expect(account).not.toContain('id="route-data"');
});

/**
 * Opens a server-rendered page and waits until the browser has taken it over: the root (the page's marker) and every
 * element of <main>, whose parts hydrate as their chunks arrive (React keeps its fiber on each element it owns).
 */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('main, main *')].filter(
            (element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')),
          ).length,
      ),
    )
    .toBe(0);
}

test('the browser takes every public page over without a mismatch or a console error', async ({
  page,
  request,
  issues,
}) => {
  test.setTimeout(180_000);
  // The not-found pages answer 404 on purpose (NOT_FOUND_PAGES); any other HTTP error, console error (a hydration mismatch is one)
  // or page error fails the journey (support/journeyTest).
  issues.expect(NOT_FOUND_PAGES);
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'fetch' || sent.resourceType() === 'xhr') apiCalls.push(new URL(sent.url()).pathname);
  });
  for (const { path, heading } of await publicPages(request)) {
    await test.step(path, async () => {
      apiCalls.length = 0;
      await openHydrated(page, path);
      await expect(page.locator('main').getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      // The page was painted before any script but the entry (and the preload helper it imports) was requested;
      // then the entry preloaded every chunk the server listed.
      const loading = await page.evaluate(() => {
        const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
        const listed = JSON.parse(document.getElementById('page-chunks')?.textContent ?? '[]') as string[];
        const preloaded = [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
          l.getAttribute('href'),
        );
        return {
          firstContentfulPaint,
          beforePaint: scripts
            .filter((entry) => firstContentfulPaint === undefined || entry.startTime < firstContentfulPaint)
            .map((entry) => new URL(entry.name).pathname.replace(/-[\w-]{8}\.js$/, '')),
          notPreloaded: listed.filter((chunk) => !preloaded.includes(chunk)),
        };
      });
      expect(loading.firstContentfulPaint).toBeDefined();
      expect(loading.beforePaint.filter((name) => !['/assets/index', '/assets/preload-helper'].includes(name))).toEqual(
        [],
      );
      expect(loading.notPreloaded).toEqual([]);
      // The data came with the page: the browser asked the API for none of it.
      expect(apiCalls.filter((call) => /^\/(articles|v1|usfw|markups|jsons)\//.test(call))).toEqual([]);
    });
  }
  await test.step('after the take-over, a link navigates in the page and reads the next page through the API', async () => {
    await openHydrated(page, '/tech/pub');
    const documents: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url());
    });
    apiCalls.length = 0;
    await page.locator('main a[href^="/tech/read/"]').first().click();
    await expect(page).toHaveURL(/\/tech\/read\//);
    await expect(
      page.locator('main').getByRole('heading', { level: 2, name: 'More Articles You Might Like' }),
    ).toBeVisible();
    expect(documents).toEqual([]);
    expect(apiCalls.some((call) => call.startsWith('/articles/p/get-article/t/'))).toBe(true);
  });
});

test('the home page is taken over as its island: no router, live parts, links that open the pages the server renders', async ({
  page,
}) => {
  const scripts: string[] = [];
  const documents: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (sent.resourceType() === 'script') scripts.push(pathname);
    if (sent.resourceType() === 'document') documents.push(pathname);
  });
  // A signed-in visitor: the bar offers 'My account' instead of Login (the session's hint cookie decides what to show).
  const baseURL = test.info().project.use.baseURL ?? '';
  const hint = { role: 'user', exp: Math.floor(Date.now() / 1000) + 3600 };
  await page.context().addCookies([
    {
      url: new URL('/', baseURL).href,
      name: 'csi_hint',
      value: encodeURIComponent(JSON.stringify(hint)),
      sameSite: 'Strict',
      expires: hint.exp,
    },
  ]);
  await openHydrated(page, '/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My account' }).filter({ visible: true })).toHaveAttribute('href', '/ac');
  await page.waitForLoadState('networkidle');
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/homeIsland-[\w-]+\.js$/));
  expect(scripts.filter((script) => /^\/assets\/(boot|router)-/.test(script))).toEqual([]);
  // Its parts are React's: the FAQ opens and closes.
  const question = page.getByRole('button', { name: 'Who does CSI work with?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await shot(page, 'home-island-signed-in');
  // Its links are plain: the articles open as the page the server renders, which the site's start takes over.
  documents.length = 0;
  await nav.getByRole('button', { name: 'Resources' }).filter({ visible: true }).click();
  await nav.getByRole('link', { name: 'articles' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/tech\/pub$/);
  await expect(page.locator('main').getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  expect(documents).toEqual(['/tech/pub']);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/router-[\w-]+\.js$/));
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a reader sees every public page with its heading, styles and navigation', async ({ page, request, issues }) => {
    test.setTimeout(180_000);
    issues.expect(NOT_FOUND_PAGES);
    // With scripts off, Chromium refuses the page's script files (it reports them as blocked by policy).
    issues.expect(/^requestfailed: csp GET \/assets\/[\w-]+\.js$/);
    for (const { path, heading } of await publicPages(request)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.locator('main').getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await shot(page, `no-js-${shotName(path)}`);
      });
    }
    await test.step("the navigation's Resources menu opens without JavaScript", async () => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'Apis' })).toBeHidden();
      await nav.getByText('Resources').filter({ visible: true }).click();
      await expect(nav.getByRole('link', { name: 'Apis' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'articles' })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'tools' })).toBeVisible();
      await shot(page, 'no-js-resources-menu-open');
    });
    await test.step('on a phone, the menu and its Resources open without JavaScript', async () => {
      await page.setViewportSize({ width: 412, height: 823 });
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
      await nav.getByText('☰').filter({ visible: true }).click();
      await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
      await nav.getByText('Resources').filter({ visible: true }).click();
      await expect(nav.getByRole('link', { name: 'Apis' })).toBeVisible();
      await shot(page, 'no-js-phone-menu-open');
    });
  });
});

test('an article edit shows on the next request of its page, past the cached copy', async ({ request }) => {
  const jwt = await adminToken(request);
  const articles = ((await (await request.get('/articles/p/get-all-articles')).json()) as { data: ListedArticle[] })
    .data;
  const article = articles.at(-1)!;
  const first = await request.get(articlePath(article.title));
  const etag = first.headers().etag ?? '';
  expect(etag).toMatch(/^W\//);
  const unchanged = await request.get(articlePath(article.title), { headers: { 'if-none-match': etag } });
  expect(unchanged.status()).toBe(304);

  const added = 'Edited for the server rendering journey: this sentence is new.';
  const { articleId, title, summary, category, content, articleIsOnline } = article;
  const edit = (body: string) =>
    callApi(request, jwt, 'PUT', `/articles/a/update-article/${articleId}`, {
      title,
      summary,
      category,
      content: body,
      articleIsOnline,
    });
  await edit(`${added}\n\n${content}`);
  try {
    const next = await request.get(articlePath(title), { headers: { 'if-none-match': etag } });
    expect(next.status()).toBe(200);
    expect(next.headers().etag).not.toBe(etag);
    expect(textOf(await next.text())).toContain(added);
  } finally {
    await edit(content);
  }
});
