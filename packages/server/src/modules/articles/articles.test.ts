import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Article, ArticleMetadata } from '@csi/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../../lib/testing/callApi';
import { signUp } from '../../lib/testing/signUp';
import { startTestServer, type TestServer } from '../../testing/startTestServer';
import { findSeedDir } from '../seed/findSeedDir';
import { seedArticles } from '../seed/seedArticles';

const here = path.dirname(fileURLToPath(import.meta.url));
const packageSeed = path.resolve(here, '../../../seed');
const article = {
  title: 'Spotting spear-phishing in M-Pesa receipts',
  summary: 'How a fake receipt is built and the three checks that expose it.',
  category: 'phishing',
  content: '# Spotting spear-phishing\n\n<b>kept as written</b> and `code`.\n',
  articleIsOnline: true,
};

describe('articles', () => {
  let server: TestServer;
  let admin: string;
  let created: Article;
  const adminCall = <T = unknown>(method: string, urlPath: string, body?: unknown) =>
    callApi<T>(server.url, method, urlPath, { token: admin, body });
  const html = (pathname: string) =>
    fetch(`${server.url}${pathname}`, { headers: { accept: 'text/html' } }).then((r) => r.text());

  beforeAll(async () => {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'csi-site-'));
    await writeFile(path.join(siteDir, 'index.html'), '<html><head><title>CSI</title></head><body></body></html>');
    server = await startTestServer({ siteDir });
    admin = await server.adminToken();
  });
  afterAll(async () => server.close());

  it('is seeded on first start from seed/articles.json and its markdown files', async () => {
    const entries = JSON.parse(await readFile(path.join(packageSeed, 'articles.json'), 'utf8')) as {
      title: string;
      file: string;
    }[];
    const { body } = await callApi<Article[]>(server.url, 'GET', 'articles/p/get-all-articles');
    const first = body.data.find((a) => a.title === entries[0]?.title);
    expect(first?.content).toBe(await readFile(path.join(packageSeed, 'articles', `${entries[0]?.file}.md`), 'utf8'));
    expect(body.data.length).toBe(entries.length);
  });

  it('finds the seed folder from the sources and from the bundle folder', () => {
    expect(findSeedDir()).toBe(packageSeed);
    expect(findSeedDir(path.resolve(packageSeed, '../dist'))).toBe(packageSeed);
  });

  describe('admin management', () => {
    it('creates an article with the spec fields, content stored as written', async () => {
      const reply = await adminCall<Article>('POST', 'articles/a/add-article', article);
      expect(reply).toMatchObject({
        status: 201,
        body: { msg: 'Article created.', data: { ...article, approved: true, articleId: expect.any(Number) } },
      });
      created = reply.body.data;
      expect(Date.parse(created.datePosted)).toBeGreaterThan(Date.now() - 60_000);
    });

    it.each([
      [{ title: ' ' }, 'Title is required.'],
      [{ summary: '' }, 'Summary is required.'],
      [{ category: 'malware' }, 'Category must be one of: sql injection, phishing, cryptography.'],
      [{ content: '  ' }, 'Content is required.'],
    ])('refuses %j: %s', async (change, msg) => {
      expect(
        await adminCall('POST', 'articles/a/add-article', { ...article, title: 'Another title', ...change }),
      ).toMatchObject({ status: 400, body: { msg } });
    });

    it('refuses a duplicate title in any case, hyphens read as spaces', async () => {
      const duplicate = { ...article, title: 'SPOTTING SPEAR PHISHING IN M-PESA RECEIPTS' };
      expect(await adminCall('POST', 'articles/a/add-article', duplicate)).toMatchObject({
        status: 409,
        body: { msg: 'An article with this title already exists.' },
      });
    });

    it('updates an article, refusing another article title and unknown ids', async () => {
      const other = await adminCall<Article>('POST', 'articles/a/add-article', {
        ...article,
        title: 'Hashing passwords',
        category: 'cryptography',
        articleIsOnline: false,
      });
      expect(other.status).toBe(201);
      const taken = await adminCall('PUT', `articles/a/update-article/${created.articleId}`, {
        ...article,
        title: 'hashing Passwords',
      });
      expect(taken).toMatchObject({ status: 409, body: { msg: 'An article with this title already exists.' } });
      const updated = await adminCall<Article>('PUT', `articles/a/update-article/${created.articleId}`, {
        ...article,
        summary: 'New summary.',
      });
      expect(updated).toMatchObject({
        status: 200,
        body: { msg: 'Article updated.', data: { articleId: created.articleId, summary: 'New summary.' } },
      });
      expect(await adminCall('PUT', 'articles/a/update-article/999999', article)).toMatchObject({
        status: 404,
        body: { msg: 'Article not found.' },
      });
    });

    it('lists offline articles to admins only', async () => {
      const all = await adminCall<Article[]>('GET', 'articles/a/get-all-articles');
      expect(all.body.data.map((a) => a.title)).toContain('Hashing passwords');
      const online = await callApi<Article[]>(server.url, 'GET', 'articles/p/get-all-articles');
      expect(online.body.data.map((a) => a.title)).not.toContain('Hashing passwords');
      expect(await callApi(server.url, 'GET', 'articles/p/get-article/t/Hashing-passwords')).toMatchObject({
        status: 404,
        body: { msg: 'Article not found.' },
      });
    });
  });

  describe('public reading', () => {
    it('finds an article by title in any case with hyphens for spaces', async () => {
      const reply = await callApi<Article>(
        server.url,
        'GET',
        'articles/p/get-article/t/spotting-SPEAR-phishing-in-m-pesa-receipts',
      );
      expect(reply).toMatchObject({
        status: 200,
        body: { data: { articleId: created.articleId, title: article.title } },
      });
      expect(await callApi(server.url, 'GET', 'articles/p/get-article/t/no-such-article')).toMatchObject({
        status: 404,
        body: { msg: 'Article not found.' },
      });
    });

    it('answers metadata.json and the markdown from the same articles', async () => {
      const list = (await fetch(`${server.url}/jsons/metadata.json`).then((r) => r.json())) as ArticleMetadata[];
      const entry = list.find((m) => m.title === article.title);
      expect(entry).toEqual({
        title: article.title,
        summary: 'New summary.',
        datePosted: created.datePosted,
        path: 'spotting-spear-phishing-in-m-pesa-receipts.md',
      });
      expect(list.map((m) => m.title)).not.toContain('Hashing passwords');
      const markdown = await fetch(`${server.url}/markups/${entry?.path}`);
      expect(markdown.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(await markdown.text()).toBe(article.content);
      const offline = await server.app.db
        .selectFrom('articles')
        .select('path')
        .where('title', '=', 'Hashing passwords')
        .executeTakeFirstOrThrow();
      expect((await fetch(`${server.url}/markups/${offline.path}`)).status).toBe(404);
    });

    it('writes the article title as the site shows it (hyphens of words kept), and the summary, into the page meta', async () => {
      const page = await html('/tech/read/Spotting-spear-phishing-in-M-Pesa-receipts');
      expect(page).toContain('<title>Spotting spear-phishing in M-Pesa receipts | CSI</title>');
      expect(page).toContain('<meta name="description" content="New summary.">');
      expect(await html('/tech/read/no-such-article')).toContain('<title>CSI</title>');

      const lowercase = { ...article, title: 'zero-day patching for small teams', summary: 'Patch in days.' };
      expect((await adminCall('POST', 'articles/a/add-article', lowercase)).status).toBe(201);
      const lowercasePage = await html('/tech/read/zero-day-patching-for-small-teams');
      expect(lowercasePage).toContain('<title>Zero-day patching for small teams | CSI</title>');
      expect(lowercasePage).toContain('<meta name="description" content="Patch in days.">');

      const slug = { ...article, title: 'sim-swap-fraud', summary: 'Guard your line.' };
      expect((await adminCall('POST', 'articles/a/add-article', slug)).status).toBe(201);
      expect(await html('/tech/read/sim-swap-fraud')).toContain('<title>Sim swap fraud | CSI</title>');
    });

    it('writes the profile name, or "Profile not found", into the social preview meta', async () => {
      const { token } = await signUp(server.url, 'kamau@example.com');
      const code = (await callApi<{ socialSecurityCode: string }>(server.url, 'GET', 'usfw/my-profile/', { token }))
        .body.data.socialSecurityCode;
      expect(await html(`/hi-mask/social-code/${code}`)).toContain('<title>kamau | CSI</title>');
      const missing = await html('/hi-mask/social-code/unknown-code');
      expect(missing).toContain('<title>Profile not found</title>');
      expect(missing).toContain('the account was deleted or the social code is invalid');
    });
  });

  it('deletes an article for good by its title', async () => {
    expect(await adminCall('DELETE', `articles/a/permanent-delete/${encodeURIComponent(article.title)}`)).toMatchObject(
      { status: 200, body: { msg: 'Article deleted.' } },
    );
    expect(
      (await callApi(server.url, 'GET', 'articles/p/get-article/t/spotting-spear-phishing-in-m-pesa-receipts')).status,
    ).toBe(404);
    expect(await adminCall('DELETE', 'articles/a/permanent-delete/no-such-article')).toMatchObject({
      status: 404,
      body: { msg: 'Article not found.' },
    });
  });

  it('seeds only an empty table and skips entries whose markdown is missing', async () => {
    const seedDir = await mkdtemp(path.join(os.tmpdir(), 'csi-seed-'));
    await mkdir(path.join(seedDir, 'articles'));
    await writeFile(path.join(seedDir, 'articles', 'only.md'), '# Only');
    const entries = [
      {
        title: 'Only one',
        summary: 'S',
        category: 'cryptography',
        datePosted: '2025-01-02T03:04:05.000Z',
        file: 'only',
      },
      { title: 'Missing', summary: 'S', category: 'phishing', datePosted: '2025-01-02T03:04:05.000Z', file: 'missing' },
    ];
    await writeFile(path.join(seedDir, 'articles.json'), JSON.stringify(entries));
    await seedArticles(server.app, seedDir);
    expect(
      (await adminCall<Article[]>('GET', 'articles/a/get-all-articles')).body.data.map((a) => a.title),
    ).not.toContain('Only one');

    await server.app.db.deleteFrom('articles').execute();
    await seedArticles(server.app, seedDir);
    const { body } = await adminCall<Article[]>('GET', 'articles/a/get-all-articles');
    expect(body.data).toEqual([
      expect.objectContaining({
        title: 'Only one',
        content: '# Only',
        datePosted: '2025-01-02T03:04:05.000Z',
        articleIsOnline: true,
      }),
    ]);
  });
});
