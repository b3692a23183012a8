import { API_PATH_PREFIXES } from '@csi/contract';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  chunkFilesOf,
  chunkPreloads,
  injectChunkList,
  injectPreloads,
  lowPriorityScripts,
  readSiteManifest,
  startChunks,
} from './chunkPreloads';
import { escapeHtml } from '../lib/escapeHtml';
import { REPLY_BROTLI_OPTIONS } from '../lib/replyBrotliOptions';
import { replaceLiteral } from '../lib/replaceLiteral';
import { BAD_URL_MESSAGE } from './errors';
import { fetchInProcess, loadSiteRenderer } from './siteRenderer';

/** Title and description of a page, written into the served HTML for link previews. */
export interface PageMeta {
  title: string;
  description: string;
}

/** Finds the meta of a site path (e.g. `/tech/read/My-title`), or null when it has none of its own. */
export type MetaResolver = (pathname: string) => Promise<PageMeta | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules push resolvers here; the first non-null answer is written into index.html. */
    metaResolvers: MetaResolver[];
  }
}

/**
 * Site pages that render markdown on opening (the site's routes with the `markdownPages` handle): the rule for pages
 * the server does not render (a rendered page names its modules itself).
 */
const MARKDOWN_PAGES = /^\/(docs|tech\/read)\//;

/** Writes title and description into the document head: escaped, and inserted literally (see replaceLiteral). */
export function injectMeta(html: string, meta: PageMeta): string {
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description.slice(0, 160));
  const withTitle = replaceLiteral(html, /<title>[^<]*<\/title>/, `<title>${title}</title>`);
  const withoutDescription = replaceLiteral(withTitle, /<meta\s+name="description"[^>]*>/, '');
  return replaceLiteral(
    withoutDescription,
    '</head>',
    `<meta name="description" content="${description}">\n<meta property="og:title" content="${title}">\n<meta property="og:description" content="${description}">\n</head>`,
  );
}

/**
 * Paths that name a file the build would have served: anything under `/assets/` and a root-level name with an
 * extension (`/robots.txt`, `/app.js`). A missing one answers 404, not the page; site routes such as
 * `/tech/read/Node.js` are pages.
 */
const FILE_PATH = /^\/(?:assets\/.*|[^/]+\.[a-z0-9]+)$/i;

/**
 * The values of a comma-separated header with parameters (Accept, Accept-Encoding), lower-cased, each with whether a
 * `q=0` refuses it.
 */
function headerValues(header: string): { value: string; refused: boolean }[] {
  return header.split(',').map((part) => {
    const [value = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    return { value, refused: q !== undefined && Number(q.slice(2)) === 0 };
  });
}

/**
 * Whether the page may answer: the client asks for HTML by name, or (curl, crawlers, monitors) accepts anything
 * (any type, any text type, or no Accept header) for a path that does not name a file. A media range with `q=0` refuses.
 */
export function acceptsHtml(accept: string | undefined, pathname: string): boolean {
  const ranges = headerValues(accept ?? '*/*');
  const allows = (type: string) => ranges.some((r) => r.value === type && !r.refused);
  if (ranges.some((r) => r.value === 'text/html' && r.refused)) return false;
  if (allows('text/html')) return true;
  return (allows('*/*') || allows('text/*')) && !FILE_PATH.test(pathname);
}

/**
 * The encoding a page is sent in: Brotli, else gzip, when the client accepts it (a `q=0` refuses), else none. Pages
 * are made per request, past @fastify/compress (which does not see the not-found handler that serves them).
 */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    headerValues(acceptEncoding ?? '')
      .filter((coding) => !coding.refused)
      .map((coding) => coding.value),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : null;
}

/** A page's HTML in `encoding`: Brotli at a low quality (made per request), or gzip. */
function encodePage(html: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? brotliCompressSync(html, REPLY_BROTLI_OPTIONS) : gzipSync(html);
}

/** Whether an If-None-Match header names the tag (weak comparison, as RFC 9110 asks for GET). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The decoded path of a request URL, without query or (raw clients may send one) fragment; null if it does not decode. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(url.split(/[?#]/, 1)[0] || '/');
  } catch {
    return null;
  }
}

/**
 * Serves the built site: its files, and `index.html` for every other GET (or HEAD) that accepts HTML (the SPA
 * fallback; see {@link acceptsHtml}). API paths that match nothing answer 404 `{ msg }`.
 */
export async function registerSite(app: FastifyInstance, siteDir: string | undefined): Promise<void> {
  app.decorate('metaResolvers', []);
  const indexFile = siteDir ? path.join(siteDir, 'index.html') : undefined;
  const hasSite = !!indexFile && existsSync(indexFile);
  // The page template, read once like the manifest: the build does not change under a running server.
  const template = hasSite && indexFile ? readFileSync(indexFile, 'utf8') : null;
  // A page needs the site's start (React, the router, the shell: the chunks the entry, a small bootstrap, imports) and
  // its own chunks. A page the server rendered names its modules (its layouts', its page's, the markdown renderer's):
  // their chunks and what they import (the HTTP client, for a page with a form) load together with the start instead
  // of one round trip after it. Its data came with it: the client loads the HTTP client only when it navigates. For
  // the pages the server does not render (the account and admin areas, or a site built without its rendering bundle),
  // every page but the home page loads data or sends forms through the HTTP client at once, and the docs and articles
  // render markdown: those chunks are preloaded by path.
  const manifest = hasSite && siteDir ? readSiteManifest(siteDir) : null;
  const startFiles = manifest ? startChunks(manifest) : [];
  const clientFiles = manifest ? chunkPreloads(manifest, ['client']) : [];
  const markdownFiles = manifest ? chunkPreloads(manifest, ['MarkdownBody']) : [];
  // A rendered page names its start (the site's, or the home page's island, which loads no router) and its modules:
  // exactly their chunks. Without a start named, the site's start comes first.
  const preloadsOf = (pathname: string, rendered: { start?: string; modules?: string[] } | undefined): string[] => {
    const modules = rendered?.modules;
    const start = rendered?.start;
    if (manifest && modules && start !== undefined) return chunkFilesOf(manifest, [start, ...modules]);
    const byPath = () => [
      ...(pathname === '/' ? [] : clientFiles),
      ...(MARKDOWN_PAGES.test(pathname) ? markdownFiles : []),
    ];
    const pageFiles = !modules ? byPath() : manifest ? chunkFilesOf(manifest, modules) : [];
    return [...new Set([...startFiles, ...pageFiles])];
  };
  // The public pages are rendered here (content, styles and data in the HTML) when the site was built with its
  // server-rendering bundle; the account and admin areas are served as the shell the browser renders.
  const renderer = hasSite && siteDir ? await loadSiteRenderer(siteDir) : null;
  const renderedTemplate = template === null ? null : lowPriorityScripts(template);
  const viaInject = fetchInProcess(app);
  if (hasSite && siteDir) {
    await app.register(fastifyStatic, {
      root: siteDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed build assets never change; everything else is revalidated.
      setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
        reply.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = decodedPath(request.url);
    if (pathname === null) return reply.status(400).send({ msg: BAD_URL_MESSAGE });
    const first = pathname.split('/')[1] ?? '';
    const isApi = API_PATH_PREFIXES.includes(first);
    // HEAD as GET: Node leaves the body out of a HEAD answer, the status and headers are the page's.
    const reads = request.method === 'GET' || request.method === 'HEAD';
    if (reads && !isApi && acceptsHtml(request.headers.accept, pathname) && template !== null) {
      let html = template;
      let status = 200;
      const rendered = renderer
        ? await renderer.render(request.url, renderedTemplate ?? template, viaInject).catch((error: unknown) => {
            request.log.error({ err: error }, 'server rendering failed; serving the client-rendered page');
            return { kind: 'client' } as const;
          })
        : ({ kind: 'client' } as const);
      if (rendered.kind === 'redirect') return reply.redirect(rendered.location, rendered.status);
      // The head: the meta a module resolves for the path (written for link previews), else the page's own.
      let meta: PageMeta | null = null;
      if (rendered.kind === 'page') ({ html, status, meta } = rendered);
      const renderedPage = rendered.kind === 'page';
      // A rendered page paints from its HTML: it lists its chunks as data, which the site's entry preloads just after
      // that paint (module preloads in the head would be fetched before it, and hold it back on a slow link). A page
      // the browser renders preloads them at once.
      html = renderedPage
        ? injectChunkList(html, preloadsOf(pathname, rendered))
        : injectPreloads(html, preloadsOf(pathname, undefined));
      for (const resolve of app.metaResolvers) {
        const resolved = await resolve(pathname).catch(() => null);
        if (resolved) {
          meta = resolved;
          break;
        }
      }
      if (meta) html = injectMeta(html, meta);
      // Revalidated on every request (no-cache) and answered 304 while the page is unchanged: a weak tag of the
      // final HTML (with its meta and the rendered data), so an article edit shows on the next request. Not
      // @fastify/etag: it hashes every answer of the instance, the gateway's too; only pages need it.
      const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
      reply.header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
      reply.status(status).type('text/html; charset=utf-8');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(encodePage(html, encoding));
    }
    return reply.status(404).send({ msg: `Not found: ${request.method} ${pathname}` });
  });
}
