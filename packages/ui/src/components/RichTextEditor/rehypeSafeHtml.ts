/** The part of a hast node this plugin reads and edits. */
export interface SafeHtmlNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: SafeHtmlNode[];
}

const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'link',
  'meta',
  'base',
  'form',
  'button',
  'textarea',
  'select',
  'template',
  'noscript',
  'svg',
  'math',
]);

const URL_PROPERTIES = new Set(['href', 'src', 'action', 'formAction', 'xLinkHref', 'poster', 'cite', 'background']);

/** Whether a URL would run code when followed or loaded (javascript:, vbscript:, data:). */
export function isUnsafeUrl(url: string): boolean {
  // Browsers ignore control characters and spaces inside the scheme, so do we.
  return /^(javascript|vbscript|data):/i.test(url.replace(/[\p{Cc}\s]/gu, ''));
}

function cleanProperties(properties: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(properties)) {
    const unsafeUrl = URL_PROPERTIES.has(name) && typeof value === 'string' && isUnsafeUrl(value);
    if (/^on/i.test(name) || name === 'srcDoc' || unsafeUrl) delete properties[name];
  }
}

function clean(node: SafeHtmlNode): void {
  if (node.properties) cleanProperties(node.properties);
  if (!node.children) return;
  node.children = node.children.filter(
    (child) => child.type !== 'raw' && !(child.type === 'element' && DROPPED_TAGS.has(child.tagName ?? '')),
  );
  node.children.forEach(clean);
}

/**
 * Rehype plugin run after the preview has parsed raw HTML: drops scripting and embedding elements, event
 * handler attributes and javascript:/vbscript:/data: URLs, so a preview can never run code.
 */
export function rehypeSafeHtml() {
  return (tree: SafeHtmlNode) => clean(tree);
}
