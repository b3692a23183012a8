import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../testing/createTestUser';
import { startTestServer, type TestServer } from '../testing/startTestServer';

/** Every replacement pattern of String.prototype.replace, a tag break-out and both quotes. */
const NASTY = `$' $\` $& $1 </title><script>alert(1)</script> "double" 'single'`;
const ESCAPED = `$&#39; $\` $&amp; $1 &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;double&quot; &#39;single&#39;`;
const INDEX =
  '<!doctype html><html><head><title>CSI</title><meta name="description" content="x"></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

describe('user-controlled text in the HTML the server writes', () => {
  let server: TestServer;
  let siteDir: string;
  const page = async (p: string) => (await fetch(`${server.url}${p}`, { headers: { accept: 'text/html' } })).text();
  const count = (html: string, tag: string) => html.split(`<${tag}`).length - 1;

  beforeAll(async () => {
    siteDir = await mkdtemp(path.join(os.tmpdir(), 'csi-inject-'));
    await writeFile(path.join(siteDir, 'index.html'), INDEX);
    server = await startTestServer({ siteDir });
  });
  afterAll(async () => {
    await server.close();
    await rm(siteDir, { recursive: true, force: true });
  });

  it('writes a shared profile name with $ patterns, tags and quotes escaped and literally, once', async () => {
    const user = await createTestUser(server.app);
    const { socialSecurityCode } = await server.app.db
      .updateTable('users')
      .set({ fullName: NASTY })
      .where('id', '=', user.id)
      .returning('socialSecurityCode')
      .executeTakeFirstOrThrow();
    const html = await page(`/hi-mask/social-code/${socialSecurityCode}`);
    expect(count(html, 'title')).toBe(1);
    expect(count(html, 'script')).toBe(1);
    expect(html).toContain(`<title>${ESCAPED} | CSI</title>`);
    expect(html).toContain(`<meta property="og:description" content="${ESCAPED} is on CSI.`);
    expect(html.length).toBeLessThan(INDEX.length + 1_000);
  });

  it('writes an article title and summary with $ patterns, tags and quotes escaped and literally, once', async () => {
    await server.app.db
      .insertInto('articles')
      .values({
        title: 'injection-check',
        summary: NASTY,
        category: 'phishing',
        content: 'Body.',
        articleIsOnline: true,
        approved: true,
        path: 'injection-check.md',
      })
      .execute();
    const html = await page('/tech/read/injection-check');
    expect(count(html, 'title')).toBe(1);
    expect(count(html, 'script')).toBe(1);
    expect(html).toContain('<title>Injection check | CSI</title>');
    expect(html).toContain(`<meta name="description" content="${ESCAPED}">`);
    expect(html.length).toBeLessThan(INDEX.length + 1_000);
  });
});
