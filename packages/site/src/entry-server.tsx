import { createClient, memoryTokenStore } from '@csi/api-client';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ReactNode } from 'react';
import { App } from './App';
import { PageMetaCollector, type PageMeta } from './hooks/usePageMeta';
import { HomeDocument } from './islands/HomeDocument';
import type { SiteLoaderContext } from './lib/siteClient';
import { preloadRoute, routeModules } from './lib/preloadRoute';
import { routes } from './routes';
import { hydrationScript } from './ssr/hydrationData';
import { HOME_ISLAND, PAGE_ISLAND_ID } from './ssr/hydrationDataId';
import { inProcessAdapter, type InProcessFetch } from './ssr/inProcessAdapter';
import { renderToHtml } from './ssr/renderToHtml';

export type { InProcessFetch } from './ssr/inProcessAdapter';

/** What the server answers for a site path. */
export type RenderResult =
  /**
   * The page rendered into the document: content, styles and the router state the client hydrates from; `meta`: the
   * title and description the page sets (usePageMeta), for the document head; `start`: the source module (as the
   * client build's manifest names it) that takes the page over in the browser, the site's start or the page's island;
   * `modules`: the source modules whose chunks the page imports as the browser takes it over. The server preloads
   * the chunks of both.
   */
  | {
      kind: 'page';
      status: number;
      html: string;
      meta: { title: string; description: string } | null;
      start: string;
      modules: string[];
    }
  /** A route that redirects (e.g. /docs). */
  | { kind: 'redirect'; status: number; location: string }
  /** A client-rendered area (account, admin, sign-in, payment): the document as it is. */
  | { kind: 'client' };

/** Areas that stay client-rendered: they show the visitor's own data, which the server does not render. */
const CLIENT_ONLY = /^\/(auth|ac|ad|wallet|test-ui)(\/|$)/;

/** The element the client renders into (index.html). */
const ROOT = '<div id="root"></div>';

/** The site's start in the browser (React, the router, the shell), which takes over every page but the home page. */
const SITE_START = 'src/boot.tsx';

/** The home page's start in the browser: its island, without the router. */
const HOME_ISLAND_START = 'src/islands/homeIsland.tsx';

/** A page rendered into `template`: its content and styles, with `after` (data elements) behind the content. */
async function renderPage(
  page: ReactNode,
  template: string,
  after: string,
): Promise<{ html: string; meta: { title: string; description: string } | null }> {
  const sheet = new ServerStyleSheet();
  let meta: PageMeta | undefined;
  const collectMeta = (pageMeta: PageMeta) => {
    meta = pageMeta;
  };
  try {
    const body = await renderToHtml(
      sheet.collectStyles(
        <PageMetaCollector.Provider value={collectMeta}>
          <App>{page}</App>
        </PageMetaCollector.Provider>,
      ),
    );
    const html = template
      .replace('</head>', () => `${sheet.getStyleTags()}</head>`)
      .replace(ROOT, () => `<div id="root">${body}</div>${after}`);
    const { title, description } = meta ?? {};
    return { html, meta: title && description ? { title, description } : null };
  } finally {
    sheet.seal();
  }
}

const handler = createStaticHandler(routes);

/**
 * Renders the site path `url` (path and query) into `template` (the built index.html) with React Router's static
 * handler and router and React's streaming renderer; the loaders read through the API client over `fetchInProcess`.
 * A path no route knows answers its not-found page with status 404. The home page, which reads no data, is rendered
 * as the island the browser takes it over as (HomeDocument), without the router.
 */
export async function render(url: string, template: string, fetchInProcess: InProcessFetch): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname } = new URL(request.url);
  if (CLIENT_ONLY.test(pathname)) return { kind: 'client' };
  if (pathname === '/') {
    // The home page reads no data: rendered as the island the browser takes it over with, without the router.
    const { html, meta } = await renderPage(
      <HomeDocument />,
      template,
      `<script type="application/json" id="${PAGE_ISLAND_ID}">${JSON.stringify(HOME_ISLAND)}</script>`,
    );
    return { kind: 'page', status: 200, html, meta, start: HOME_ISLAND_START, modules: [] };
  }
  const client = createClient({
    baseURL: 'http://localhost/',
    tokenStore: memoryTokenStore(),
    adapter: inProcessAdapter(fetchInProcess),
  });
  const requestContext: SiteLoaderContext = { client };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    const location = context.headers.get('location');
    if (location) return { kind: 'redirect', status: context.status, location };
    throw new Error(`Unexpected response ${context.status} while rendering ${pathname}`);
  }
  await preloadRoute(routes, pathname);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { html, meta } = await renderPage(
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
    template,
    hydrationScript({ loaderData: context.loaderData, actionData: context.actionData, errors: context.errors }),
  );
  const notFound = context.matches.at(-1)?.route.path === '*';
  return {
    kind: 'page',
    status: notFound ? 404 : context.statusCode,
    html,
    meta,
    start: SITE_START,
    modules: routeModules(context.matches),
  };
}
