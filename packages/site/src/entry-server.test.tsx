// @vitest-environment node
import type { Article } from '@csi/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, type InProcessFetch, type RenderResult } from './entry-server';

const TEMPLATE =
  '<!doctype html><html><head><title>CSI</title></head><body><div id="root"></div><script type="module" src="/assets/index.js"></script></body></html>';

const ARTICLE: Article = {
  articleId: 1,
  title: 'SQL injection in login forms',
  summary: 'How a single quote opens a login page.',
  category: 'sql injection',
  content: 'The login form is the first page an attacker tries.\n\n## How the attack works\n\nString concatenation.',
  articleIsOnline: true,
  approved: true,
  datePosted: '2025-02-11T08:30:00.000Z',
};

/** The article as a list shows it (no body). */
const { content: _content, articleIsOnline: _online, approved: _approved, ...LISTED } = ARTICLE;

/** An in-process API answering `routes` (path to status and body); every call is recorded. */
function fakeApi(routes: Record<string, { status: number; body: unknown }>) {
  const fetchInProcess = vi.fn<InProcessFetch>(async ({ url }) => {
    const answer = routes[url] ?? { status: 404, body: { msg: `Not found: GET ${url}` } };
    const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return { status: answer.status, headers: {}, body };
  });
  return fetchInProcess;
}

/** The page of a render result (fails the test for a redirect or a client-rendered area). */
function pageOf(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return result;
}

/** The router state the page carries for the browser. */
function routeData(html: string): { loaderData: Record<string, unknown> } {
  const json = /<script type="application\/json" id="route-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no route data in the page');
  return JSON.parse(json) as { loaderData: Record<string, unknown> };
}

describe('render (the server rendering of the public pages)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('given the articles, renders /tech/pub with them, its styles, its meta and the data the browser takes over', async () => {
    const api = fakeApi({
      '/articles/p/get-all-articles': { status: 200, body: { msg: '1 articles.', data: [ARTICLE] } },
    });
    const page = pageOf(await render('/tech/pub', TEMPLATE, api));
    expect(page.status).toBe(200);
    expect(page.html).toContain('<h1>Articles</h1>');
    expect(page.html).toContain('SQL injection in login forms');
    expect(page.html).toMatch(/<style data-styled="true"[^>]*>[^<]+<\/style><\/head>/);
    expect(page.meta?.title).toBe('Articles | CSI');
    // The list's data carries what the list shows, not each article's body.
    expect(Object.values(routeData(page.html).loaderData)).toContainEqual({ status: 'success', data: [LISTED] });
    expect(page.html).not.toContain('The login form is the first page an attacker tries.');
    // Read once, through the API's own route.
    expect(api.mock.calls.map(([request]) => `${request.method} ${request.url}`)).toEqual([
      'GET /articles/p/get-all-articles',
    ]);
  });

  it("renders an article's body from its markdown", async () => {
    const api = fakeApi({
      '/articles/p/get-article/t/SQL-injection-in-login-forms': {
        status: 200,
        body: { msg: 'Article found.', data: ARTICLE },
      },
      '/articles/p/get-all-articles': { status: 200, body: { msg: '1 articles.', data: [ARTICLE] } },
    });
    const page = pageOf(await render('/tech/read/SQL-injection-in-login-forms', TEMPLATE, api));
    expect(page.status).toBe(200);
    expect(page.html).toContain('The login form is the first page an attacker tries.');
    expect(page.html).toMatch(/<h2[^>]*>How the attack works<\/h2>/);
    // The chunks the browser needs to take it over: the page's and the markdown renderer's.
    expect(page.modules).toEqual(['src/pages/public/ArticlePage.tsx', 'src/lib/MarkdownBody.tsx']);
  });

  it.each([
    ['/contact-us', ['src/pages/public/ContactPage.tsx']],
    ['/no/such/page', ['src/pages/public/NotFoundPage.tsx']],
  ])("names the site's start and the page modules of %s, for the server to preload", async (path, modules) => {
    const page = pageOf(await render(path, TEMPLATE, fakeApi({})));
    expect(page.start).toBe('src/boot.tsx');
    expect(page.modules).toEqual(modules);
  });

  it('renders the home page as its island: no router state, the island named for the browser, its own start', async () => {
    const api = fakeApi({});
    const page = pageOf(await render('/', TEMPLATE, api));
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<h1 id="hero-title">Cyber security for Kenyan and East African businesses<\/h1>/);
    expect(page.html).toContain('Security assessments');
    expect(page.html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(page.html).toContain('<footer');
    expect(page.html).toMatch(/<style data-styled="true"[^>]*>[^<]+<\/style><\/head>/);
    expect(page.html).toContain('<script type="application/json" id="page-island">"home"</script>');
    expect(page.html).not.toContain('id="route-data"');
    expect(page.meta).toEqual({
      title: 'CSI | Cyber Security Solutions, Nairobi',
      description: expect.stringMatching(/^.{20,}$/) as unknown as string,
    });
    expect(page.start).toBe('src/islands/homeIsland.tsx');
    expect(page.modules).toEqual([]);
    // Its links are plain anchors to pages the server renders, e.g. the hero's call to action.
    expect(page.html).toMatch(/<a [^>]*href="\/auth\/login"[^>]*>Get Started<\/a>/);
    expect(api).not.toHaveBeenCalled();
  });

  it("answers a missing article with status 404 and the article page's own not-found content", async () => {
    const api = fakeApi({
      '/articles/p/get-all-articles': { status: 200, body: { msg: '1 articles.', data: [ARTICLE] } },
    });
    const page = pageOf(await render('/tech/read/No-such-article', TEMPLATE, api));
    expect(page.status).toBe(404);
    const text = page.html.replace(/<!-- -->/g, '');
    expect(text).toMatch(/<h1[^>]*>Article not found<\/h1>/);
    expect(text).toContain('Oops! We couldn&#x27;t find the article you&#x27;re looking for.');
    expect(text).toContain('More Articles You Might Like');
    // The browser takes the same data over (the status does not travel, the page's content does).
    expect(Object.values(routeData(page.html).loaderData)).toContainEqual({
      status: 'success',
      data: { article: null, others: [LISTED] },
    });
  });

  it('answers an unknown shared profile with status 404 and its not-found content', async () => {
    const page = pageOf(await render('/hi-mask/social-code/NOSUCHCODE', TEMPLATE, fakeApi({})));
    expect(page.status).toBe(404);
    expect(page.html).toMatch(/<h1[^>]*>Profile not found<\/h1>/);
    expect(page.meta?.title).toBe('Profile not found | CSI');
  });

  it('answers a failed lookup (not a missing one) with status 200 and the failure message', async () => {
    const api = fakeApi({
      '/articles/p/get-article/t/SQL-injection-in-login-forms': { status: 429, body: { msg: 'Too many requests.' } },
    });
    const page = pageOf(await render('/tech/read/SQL-injection-in-login-forms', TEMPLATE, api));
    expect(page.status).toBe(200);
    expect(page.html.replace(/<!-- -->/g, '')).toContain('Too many requests.');
  });

  it("given a refusing API, shows the page's own failure message with the server's msg", async () => {
    const api = fakeApi({ '/articles/p/get-all-articles': { status: 429, body: { msg: 'Too many requests.' } } });
    const page = pageOf(await render('/tech/pub', TEMPLATE, api));
    const text = page.html.replace(/<!-- -->/g, '');
    expect(text).toContain('We could not load the articles.</strong> Too many requests.');
    expect(Object.values(routeData(page.html).loaderData)).toContainEqual({
      status: 'error',
      error: 'Too many requests.',
    });
  });

  it('renders the contact form disabled (it is sent by the page once it runs), with a note for readers without JavaScript', async () => {
    const page = pageOf(await render('/contact-us', TEMPLATE, fakeApi({})));
    expect(page.html).toMatch(/<button[^>]* type="submit" disabled=""[^>]*>SEND MESSAGE<\/button>/);
    expect(page.html).toContain('<noscript><p>Sending <!-- -->this form<!-- --> needs JavaScript');
    expect(page.meta?.title).toBe('Contact Us | CSI');
  });

  it('answers an unknown path with its not-found page and status 404', async () => {
    const page = pageOf(await render('/no/such/page', TEMPLATE, fakeApi({})));
    expect(page.status).toBe(404);
    expect(page.html).toContain('PAGE NOT FOUND');
  });

  it('redirects /docs to the API documentation hub', async () => {
    expect(await render('/docs', TEMPLATE, fakeApi({}))).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/docs/g/csi-apis',
    });
  });

  it.each(['/ac/profile', '/ad/dashboard', '/auth/login', '/wallet/paymentsuccess'])(
    'leaves %s to the browser',
    async (path) => {
      expect(await render(path, TEMPLATE, fakeApi({}))).toEqual({ kind: 'client' });
    },
  );
});
