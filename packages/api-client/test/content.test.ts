import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Client } from '../src/createClient';
import type { ArticleInput } from '../src/types/Article';
import { startServerUnderTest, type ServerUnderTest } from './serverClient';
import { SITE_PUBLIC, siteDirFixture } from './siteFixture';

const article: ArticleInput = {
  title: 'Spotting M-Pesa phishing texts',
  summary: 'How to tell a fake M-Pesa confirmation from a real one.',
  category: 'phishing',
  content: '# Spotting M-Pesa phishing texts\n\nCheck the sender and the balance before you act.',
  articleIsOnline: true,
};

describe('articles and static content against the real server (serving a site folder)', () => {
  let sut: ServerUnderTest;
  let site: Awaited<ReturnType<typeof siteDirFixture>>;
  let admin: Client;
  let visitor: Client;
  let articleId: number;
  let markdownPath: string;

  beforeAll(async () => {
    site = await siteDirFixture();
    sut = await startServerUnderTest({ siteDir: site.dir });
    admin = await sut.adminClient();
    visitor = sut.clientOf();
  });
  afterAll(async () => {
    await sut?.server.close();
    await site?.remove();
  });

  it('articles.add creates an article that articles.get, list and listAdmin show', async () => {
    const added = await admin.articles.add(article);
    expect(added.msg).toBe('Article created.');
    expect(added.data).toMatchObject({ ...article, articleId: expect.any(Number), approved: true });
    articleId = added.data.articleId;

    await expect(visitor.articles.get(article.title)).resolves.toMatchObject({ data: { articleId, ...article } });
    expect((await visitor.articles.list()).data.map((a) => a.articleId)).toContain(articleId);
    expect((await admin.articles.listAdmin()).data.map((a) => a.articleId)).toContain(articleId);
    await expect(admin.articles.add(article)).rejects.toMatchObject({
      status: 409,
      msg: 'An article with this title already exists.',
    });
  });

  it('content.articleMetadata lists the online article and content.articleMarkdown serves its markdown', async () => {
    const metadata = await visitor.content.articleMetadata();
    const entry = metadata.find((m) => m.title === article.title);
    expect(entry).toMatchObject({ summary: article.summary, datePosted: expect.any(String), path: expect.any(String) });
    markdownPath = entry?.path ?? '';
    await expect(visitor.content.articleMarkdown(markdownPath)).resolves.toBe(article.content);
  });

  it('content.articleMarkdown also serves the API docs of the site folder', async () => {
    const expected = await readFile(path.join(SITE_PUBLIC, 'markups/api-docs/overview.md'), 'utf8');
    await expect(visitor.content.articleMarkdown('api-docs/overview.md')).resolves.toBe(expected);
  });

  it('content.tools and content.toolMarkdown serve the tool list and every tool documentation', async () => {
    const tools = await visitor.content.tools();
    const expected: unknown = JSON.parse(
      await readFile(path.join(SITE_PUBLIC, 'jsons/cyber-security-tools.json'), 'utf8'),
    );
    expect(tools).toEqual(expected);
    expect(tools.length).toBeGreaterThan(0);
    for (const tool of tools) {
      const markdown = await readFile(path.join(SITE_PUBLIC, 'markups/documentations', tool.path), 'utf8');
      await expect(visitor.content.toolMarkdown(tool.path)).resolves.toBe(markdown);
    }
    await expect(visitor.content.toolMarkdown('no-such-tool.md')).rejects.toMatchObject({
      status: 404,
      msg: 'Not found: GET /markups/documentations/no-such-tool.md',
    });
  });

  it('articles.update changes the article; offline it leaves the public list, the metadata and get', async () => {
    const changed = { ...article, summary: 'Fake confirmations, real losses.', articleIsOnline: false };
    await expect(admin.articles.update(articleId, changed)).resolves.toMatchObject({
      msg: 'Article updated.',
      data: { articleId, ...changed },
    });
    await expect(visitor.articles.get(article.title)).rejects.toMatchObject({ status: 404, msg: 'Article not found.' });
    expect((await visitor.articles.list()).data.map((a) => a.articleId)).not.toContain(articleId);
    expect((await visitor.content.articleMetadata()).map((m) => m.title)).not.toContain(article.title);
    await expect(visitor.content.articleMarkdown(markdownPath)).rejects.toMatchObject({
      status: 404,
      msg: 'Article not found.',
    });
    expect((await admin.articles.listAdmin()).data.find((a) => a.articleId === articleId)).toMatchObject(changed);
  });

  it('articles.remove deletes the article for good', async () => {
    await expect(admin.articles.remove(article.title)).resolves.toEqual({ msg: 'Article deleted.', data: null });
    expect((await admin.articles.listAdmin()).data.map((a) => a.articleId)).not.toContain(articleId);
    await expect(admin.articles.remove(article.title)).rejects.toMatchObject({
      status: 404,
      msg: 'Article not found.',
    });
  });

  it('the admin calls refuse a signed-in user', async () => {
    const user = await sut.signUp('mutua@example.co.ke');
    await expect(user.articles.listAdmin()).rejects.toMatchObject({ status: 403 });
    await expect(user.articles.add({ ...article, title: 'Not allowed here' })).rejects.toMatchObject({ status: 403 });
  });
});
