import rehypeParse from 'rehype-parse';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { previewSanitizeSchema } from './previewSanitizeSchema';

const clean = (html: string) =>
  String(
    unified()
      .use(rehypeParse, { fragment: true })
      .use(rehypeSanitize, previewSanitizeSchema)
      .use(rehypeStringify)
      .processSync(html),
  );

describe('the editor preview allow-list', () => {
  it('drops script, iframe, style, form and object elements (an input survives only as a disabled checkbox)', () => {
    const html = clean(
      '<p>ok</p><script>alert(1)</script><iframe src="https://evil.test"></iframe><style>*{}</style><form action="/x"><input></form><object data="x"></object>',
    );
    expect(html).toBe('<p>ok</p>*{}<input disabled type="checkbox">');
  });

  it('drops event handlers, script and data URLs, whatever their spelling', () => {
    const html = clean(
      '<img src="x.png" onerror="alert(1)" alt="x"><a href="java\tscript:alert(1)">a</a><a href="data:text/html,x">b</a><a href="https://csi.co.ke/docs" onclick="x()">c</a>',
    );
    expect(html).toBe('<img src="x.png" alt="x"><a>a</a><a>b</a><a href="https://csi.co.ke/docs">c</a>');
  });

  it('drops what no block-list names, such as an svg with a script or a math element', () => {
    expect(clean('<svg><script>alert(1)</script></svg><math><mi>x</mi></math><p>after</p>')).toBe('x<p>after</p>');
  });

  it('keeps headings, lists, tables, code with its highlighting classes and links', () => {
    const html = clean(
      '<h2>Key features</h2><ul><li>one</li></ul><table><tr><td>1</td></tr></table><pre><code class="language-ts"><span class="token keyword">const</span></code></pre>',
    );
    expect(html).toContain('<h2>Key features</h2>');
    expect(html).toContain('<code class="language-ts"><span class="token keyword">const</span></code>');
    expect(html).toContain('<td>1</td>');
  });
});
