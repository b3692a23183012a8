import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from '../lib/testing/rawGet';
import { startTestServer, type TestServer } from '../testing/startTestServer';
import { acceptsHtml, injectMeta, pageEncoding } from './site';

/** GET with exactly these headers (fetch would decompress); answers status, headers and the body's bytes. */
function getBytes(url: string, target: string, headers: Record<string, string>) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('serving the built site', () => {
  let server: TestServer;
  let siteDir: string;
  const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'csi-site-'));
    await mkdir(path.join(siteDir, 'assets'));
    await writeFile(
      path.join(siteDir, 'index.html'),
      '<!doctype html><html><head><title>CSI</title><meta name="description" content="x"></head><body></body></html>',
    );
    await writeFile(path.join(siteDir, 'assets/app-1234.js'), script);
    await writeFile(path.join(siteDir, 'assets/app-1234.js.br'), brotliCompressSync(script));
    await mkdir(path.join(siteDir, '.vite'));
    await writeFile(
      path.join(siteDir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/app-1234.js', name: 'index', isEntry: true, dynamicImports: ['src/boot.tsx'] },
        'src/boot.tsx': { file: 'assets/boot-4321.js', name: 'boot', imports: ['index.html'] },
        '_client-5678.js': { file: 'assets/client-5678.js', name: 'client', imports: ['index.html'] },
        'src/lib/MarkdownBody.tsx': { file: 'assets/MarkdownBody-9abc.js', name: 'MarkdownBody' },
      }),
    );
    server = await startTestServer({ siteDir });
    server.app.metaResolvers.push(async (p) =>
      p === '/tech/read/Hello-world' ? { title: 'Hello <world> | CSI', description: 'd'.repeat(200) } : null,
    );
  });
  afterAll(async () => {
    await server.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('answers the page to clients that accept anything (curl, crawlers, monitors), but a missing file stays 404', async () => {
    for (const accept of ['*/*', 'text/*', 'text/html;q=0.9, */*;q=0.8']) {
      const res = await fetch(`${server.url}/`, { headers: { accept } });
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-type'), accept).toBe('text/html; charset=utf-8');
      expect(await res.text(), accept).toContain('<title>CSI</title>');
    }
    const docs = await rawGet(server.url, '/docs/g/csi-apis', {});
    expect(docs.status, 'no Accept header').toBe(200);
    expect(docs.text).toContain('<title>CSI</title>');
    const missing = await fetch(`${server.url}/assets/gone-0000.js`, { headers: { accept: '*/*' } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ msg: 'Not found: GET /assets/gone-0000.js' });
    const api = await fetch(`${server.url}/usfw/nothing-here`, { headers: { accept: '*/*' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ msg: 'Not found: GET /usfw/nothing-here' });
  });

  it('answers HEAD for a page as GET would, without the body (monitors and link checkers ask HEAD)', async () => {
    const get = await fetch(`${server.url}/tech/pub`, { headers: { accept: '*/*' } });
    const head = await fetch(`${server.url}/tech/pub`, { method: 'HEAD', headers: { accept: '*/*' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(head.headers.get('etag')).toBe(get.headers.get('etag'));
    expect(await head.text()).toBe('');
    const api = await fetch(`${server.url}/usfw/nothing-here`, { method: 'HEAD', headers: { accept: '*/*' } });
    expect(api.status).toBe(404);
  });

  it('tags each page with a weak ETag, answers 304 while it is unchanged, and a new tag once its content changes', async () => {
    const first = await fetch(`${server.url}/tech/pub`, { headers: { accept: 'text/html' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${server.url}/tech/pub`, { headers: { accept: 'text/html', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const stale = await fetch(`${server.url}/tech/pub`, {
      headers: { accept: 'text/html', 'if-none-match': 'W/"old"' },
    });
    expect(stale.status).toBe(200);
    // Another page (its own meta) has another tag, so an edited article's page revalidates to the new HTML.
    const article = await fetch(`${server.url}/tech/read/Hello-world`, {
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    expect(article.status).toBe(200);
    expect(article.headers.get('etag')).not.toBe(etag);
  });

  it('sends a page compressed as the client accepts: Brotli first, then gzip, else as it is', async () => {
    const raw = await fetch(`${server.url}/tech/pub`, { headers: { accept: 'text/html' } });
    const html = await raw.text();
    for (const encoding of ['br', 'gzip']) {
      const res = await getBytes(server.url, '/tech/pub', { accept: 'text/html', 'accept-encoding': encoding });
      expect(res.status, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers.vary, encoding).toContain('accept-encoding');
      const body = encoding === 'br' ? brotliDecompressSync(res.body) : gunzipSync(res.body);
      expect(body.toString('utf8'), encoding).toBe(html);
    }
    const plain = await getBytes(server.url, '/tech/pub', { accept: 'text/html', 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(pageEncoding('gzip, deflate, br;q=0')).toBe('gzip');
    expect(pageEncoding('gzip;q=0.5, br')).toBe('br');
    expect(pageEncoding(undefined)).toBeNull();
  });

  it('reads Accept as a list of media ranges with q values', () => {
    expect(acceptsHtml('application/json', '/')).toBe(false);
    expect(acceptsHtml('text/html;q=0, */*', '/')).toBe(false);
    expect(acceptsHtml('*/*;q=0', '/')).toBe(false);
    expect(acceptsHtml(undefined, '/tech/pub')).toBe(true);
    expect(acceptsHtml('text/html', '/tech/read/Node.js')).toBe(true);
    expect(acceptsHtml('*/*', '/tech/read/Node.js')).toBe(true);
    expect(acceptsHtml('*/*', '/assets/logo-1234.png')).toBe(false);
    expect(acceptsHtml('*/*', '/wp-login.php')).toBe(false);
  });

  it('answers a site route that accepts HTML with index.html (the SPA fallback)', async () => {
    const res = await fetch(`${server.url}/ac/dashboard`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(await res.text()).toContain('<title>CSI</title>');
  });

  it("preloads the site's start on every page, the HTTP client chunk on every page but the home page, and the markdown renderer on docs and articles", async () => {
    const start = '<link rel="modulepreload" crossorigin href="/assets/boot-4321.js">';
    const preload = '<link rel="modulepreload" crossorigin href="/assets/client-5678.js">';
    const markdown = '<link rel="modulepreload" crossorigin href="/assets/MarkdownBody-9abc.js">';
    const page = (p: string) => fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
    const articles = await page('/tech/pub');
    expect(articles).toContain(start);
    expect(articles).toContain(preload);
    expect(articles).not.toContain(markdown);
    for (const p of ['/docs/g/csi-apis', '/tech/read/Hello-world']) {
      const html = await page(p);
      expect(html).toContain(start);
      expect(html).toContain(preload);
      expect(html).toContain(markdown);
    }
    const home = await page('/');
    expect(home).toContain('<title>CSI</title>');
    expect(home.match(/rel="modulepreload"[^>]*>/g)).toEqual([start.slice('<link '.length)]);
  });

  it('does not answer API paths with the page, even for browsers', async () => {
    const res = await fetch(`${server.url}/usfw/nothing-here`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'Not found: GET /usfw/nothing-here', requestId: expect.any(String) });
  });

  it('serves hashed assets pre-compressed and cacheable for a year', async () => {
    const res = await fetch(`${server.url}/assets/app-1234.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(script);
  });

  it('writes a page’s own title and description, escaped and cut at 160, into the HTML', async () => {
    const html = await (
      await fetch(`${server.url}/tech/read/Hello-world`, { headers: { accept: 'text/html' } })
    ).text();
    expect(html).toContain('<title>Hello &lt;world&gt; | CSI</title>');
    expect(html).toContain(`<meta name="description" content="${'d'.repeat(160)}">`);
    expect(html).not.toContain('content="x"');
  });

  it('replaces a description meta that spans several lines, as Prettier writes index.html', () => {
    const html = injectMeta('<head>\n<title>CSI</title>\n<meta\n  name="description"\n  content="old"\n/>\n</head>', {
      title: 'T | CSI',
      description: 'new',
    });
    expect(html).not.toContain('old');
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('ignores a raw #fragment with bad percent-encoding instead of failing with 500', async () => {
    const page = await rawGet(server.url, '/x#%E0', { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>CSI</title>');
    const api = await rawGet(server.url, '/usfw/x#%E0', { accept: 'application/json' });
    expect({ status: api.status, body: JSON.parse(api.text) }).toEqual({
      status: 404,
      body: { msg: 'Not found: GET /usfw/x', requestId: expect.any(String) },
    });
  });
});

describe('serving the pages the site renders on the server', () => {
  let server: TestServer;
  let root: string;

  beforeAll(async () => {
    // The site's layout: dist (index.html, manifest) beside dist-ssr (the rendering bundle).
    root = await mkdtemp(path.join(os.tmpdir(), 'csi-site-ssr-'));
    const siteDir = path.join(root, 'dist');
    await mkdir(path.join(siteDir, '.vite'), { recursive: true });
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(
      path.join(siteDir, 'index.html'),
      '<!doctype html><html><head><title>CSI</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(
      path.join(siteDir, '.vite/manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          name: 'index',
          isEntry: true,
          imports: ['_common-2.js'],
          dynamicImports: ['src/islands/homeIsland.tsx', 'src/boot.tsx'],
        },
        'src/boot.tsx': {
          file: 'assets/boot-9.js',
          name: 'boot',
          imports: ['_common-2.js', '_runtime-10.js', 'index.html'],
        },
        'src/islands/homeIsland.tsx': {
          file: 'assets/homeIsland-11.js',
          name: 'homeIsland',
          imports: ['_common-2.js', '_react-dom-12.js', 'index.html'],
        },
        '_react-dom-12.js': { file: 'assets/react-dom-12.js', name: 'react-dom' },
        'src/pages/public/ArticlesPage.tsx': {
          file: 'assets/ArticlesPage-13.js',
          name: 'ArticlesPage',
          imports: ['index.html', '_common-2.js'],
        },
        '_runtime-10.js': { file: 'assets/runtime-10.js', name: 'runtime' },
        '_common-2.js': { file: 'assets/common-2.js', name: 'common' },
        '_client-3.js': { file: 'assets/client-3.js', name: 'client', imports: ['_common-2.js'] },
        'src/pages/public/ArticlePage.tsx': {
          file: 'assets/ArticlePage-4.js',
          name: 'ArticlePage',
          imports: ['index.html', '_common-2.js'],
        },
        'src/lib/MarkdownBody.tsx': { file: 'assets/MarkdownBody-5.js', name: 'MarkdownBody', imports: ['_md-6.js'] },
        '_md-6.js': { file: 'assets/md-6.js', name: 'md' },
        'src/pages/public/HomePage.tsx': { file: 'assets/HomePage-7.js', name: 'HomePage', imports: ['index.html'] },
        'src/pages/public/ContactPage.tsx': {
          file: 'assets/ContactPage-8.js',
          name: 'ContactPage',
          imports: ['index.html', '_client-3.js'],
        },
      }),
    );
    // A stand-in for the rendering bundle: the home page (its island), the articles list (the site's start), a contact
    // page, an article and a missing one (404), the last three as a bundle that names no start (the site's, then).
    await writeFile(
      path.join(root, 'dist-ssr', 'entry-server.js'),
      `export async function render(url, template) {
        const page = (status, heading, modules, start) => ({
          kind: 'page',
          status,
          html: template.replace('<div id="root"></div>', '<div id="root"><main><h1>' + heading + '</h1></main></div>'),
          meta: null,
          start,
          modules,
        });
        if (url === '/') return page(200, 'Home', [], 'src/islands/homeIsland.tsx');
        if (url === '/tech/pub') return page(200, 'Articles', ['src/pages/public/ArticlesPage.tsx'], 'src/boot.tsx');
        if (url === '/contact-us') return page(200, 'Contact Us', ['src/pages/public/ContactPage.tsx']);
        if (url === '/tech/read/Missing') return page(404, 'Article not found', ['src/pages/public/ArticlePage.tsx', 'src/lib/MarkdownBody.tsx']);
        return page(200, 'An article', ['src/pages/public/ArticlePage.tsx', 'src/lib/MarkdownBody.tsx']);
      }`,
    );
    server = await startTestServer({ siteDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (p: string) => fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } }).then((r) => r.text());
  /** The chunks a rendered page lists for the site's entry to preload after its first paint. */
  const listedChunks = (html: string): unknown =>
    JSON.parse(/<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null');

  it("answers the page's status, a missing article's 404 with its own not-found content", async () => {
    const res = await fetch(`${server.url}/tech/read/Missing`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('<main><h1>Article not found</h1></main>');
  });

  it("lists exactly the site's start and the chunks the rendered page names, with what they import (the HTTP client only where a page imports it), and preloads none before the first paint", async () => {
    const article = await get('/tech/read/Some-article');
    expect(listedChunks(article)).toEqual([
      '/assets/boot-9.js',
      '/assets/runtime-10.js',
      '/assets/ArticlePage-4.js',
      '/assets/MarkdownBody-5.js',
      '/assets/md-6.js',
    ]);
    // The home page names its island as its start: React and its own parts, not the site's start with the router.
    expect(listedChunks(await get('/'))).toEqual(['/assets/homeIsland-11.js', '/assets/react-dom-12.js']);
    expect(listedChunks(await get('/tech/pub'))).toEqual([
      '/assets/boot-9.js',
      '/assets/runtime-10.js',
      '/assets/ArticlesPage-13.js',
    ]);
    expect(listedChunks(await get('/contact-us'))).toEqual([
      '/assets/boot-9.js',
      '/assets/runtime-10.js',
      '/assets/ContactPage-8.js',
      '/assets/client-3.js',
    ]);
    for (const html of [article, await get('/'), await get('/contact-us')]) expect(html).not.toContain('modulepreload');
  });
});
