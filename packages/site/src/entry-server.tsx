import { createClient, memoryTokenStore } from '@csi/api-client';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './App';
import { PageMetaCollector, type PageMeta } from './hooks/usePageMeta';
import type { SiteLoaderContext } from './lib/siteClient';
import { preloadRoute, routeModules } from './lib/preloadRoute';
import { routes } from './routes';
import { hydrationScript } from './ssr/hydrationData';
import { inProcessAdapter, type InProcessFetch } from './ssr/inProcessAdapter';
import { renderToHtml } from './ssr/renderToHtml';

export type { InProcessFetch } from './ssr/inProcessAdapter';

/** What the server answers for a site path. */
export type RenderResult =
  /**
   * The page rendered into the document: content, styles and the router state the client hydrates from; `meta`: the
   * title and description the page sets (usePageMeta), for the document head; `modules`: the source modules (as the
   * client build's manifest names them) whose chunks the page imports as the browser takes it over, to preload.
   */
  | {
      kind: 'page';
      status: number;
      html: string;
      meta: { title: string; description: string } | null;
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

const handler = createStaticHandler(routes);

/**
 * Renders the site path `url` (path and query) into `template` (the built index.html) with React Router's static
 * handler and router and React's streaming renderer; the loaders read through the API client over `fetchInProcess`.
 * A path no route knows answers its not-found page with status 404.
 */
export async function render(url: string, template: string, fetchInProcess: InProcessFetch): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://localhost'));
  const { pathname } = new URL(request.url);
  if (CLIENT_ONLY.test(pathname)) return { kind: 'client' };
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
  const sheet = new ServerStyleSheet();
  let meta: PageMeta | undefined;
  const collectMeta = (pageMeta: PageMeta) => {
    meta = pageMeta;
  };
  try {
    const body = await renderToHtml(
      sheet.collectStyles(
        <PageMetaCollector.Provider value={collectMeta}>
          <App>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </PageMetaCollector.Provider>,
      ),
    );
    const state = { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
    const html = template
      .replace('</head>', () => `${sheet.getStyleTags()}</head>`)
      .replace(ROOT, () => `<div id="root">${body}</div>${hydrationScript(state)}`);
    const notFound = context.matches.at(-1)?.route.path === '*';
    const { title, description } = meta ?? {};
    return {
      kind: 'page',
      status: notFound ? 404 : context.statusCode,
      html,
      meta: title && description ? { title, description } : null,
      modules: routeModules(context.matches),
    };
  } finally {
    sheet.seal();
  }
}
