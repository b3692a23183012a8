import { isUnsafeUrl, rehypeSafeHtml, type SafeHtmlNode } from './rehypeSafeHtml';

const element = (tagName: string, properties: Record<string, unknown> = {}, children: SafeHtmlNode[] = []) => ({
  type: 'element',
  tagName,
  properties,
  children,
});

function sanitize(...children: SafeHtmlNode[]): SafeHtmlNode {
  const tree = { type: 'root', children };
  rehypeSafeHtml()(tree);
  return tree;
}

describe('rehypeSafeHtml', () => {
  it('drops script, iframe and style elements with their content', () => {
    const tree = sanitize(element('p'), element('script', {}, [{ type: 'text' }]), element('iframe'), element('style'));
    expect(tree.children?.map((child) => child.tagName)).toEqual(['p']);
  });

  it('drops them when nested too', () => {
    const tree = sanitize(element('div', {}, [element('em'), element('script')]));
    expect(tree.children?.[0]?.children?.map((child) => child.tagName)).toEqual(['em']);
  });

  it('removes event handler attributes whatever their case', () => {
    const img = element('img', { src: 'x.png', onError: 'alert(1)', onclick: 'alert(2)', alt: 'x' });
    sanitize(img);
    expect(img.properties).toEqual({ src: 'x.png', alt: 'x' });
  });

  it('removes script URLs and keeps ordinary ones', () => {
    const bad = element('a', { href: 'java\tscript:alert(1)' });
    const good = element('a', { href: 'https://csi.co.ke/docs' });
    sanitize(bad, good);
    expect(bad.properties).toEqual({});
    expect(good.properties).toEqual({ href: 'https://csi.co.ke/docs' });
  });

  it('drops raw HTML nodes left unparsed', () => {
    expect(sanitize({ type: 'raw' }, { type: 'text' }).children).toEqual([{ type: 'text' }]);
  });
});

describe('isUnsafeUrl', () => {
  it.each(['javascript:alert(1)', ' JavaScript:x', 'vbscript:msgbox', 'data:text/html;base64,PHNjcmlwdD4='])(
    'flags %s',
    (url) => expect(isUnsafeUrl(url)).toBe(true),
  );
  it.each(['/tech/pub', 'https://example.com', 'mailto:info@csi.co.ke', '#top'])('accepts %s', (url) =>
    expect(isUnsafeUrl(url)).toBe(false),
  );
});
