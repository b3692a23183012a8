import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from './lazyWithPreload';
import { preloadRoute, routeModules } from './preloadRoute';

/** A lazy page whose load is watched. */
function watchedPage() {
  const load = vi.fn(async () => ({ default: () => null }));
  return { load, Page: lazyWithPreload(load) };
}

describe('preloadRoute', () => {
  it('loads the chunks of the matching layout and page only', async () => {
    const home = watchedPage();
    const layout = watchedPage();
    const hub = watchedPage();
    const other = watchedPage();
    const routes: RouteObject[] = [
      {
        children: [
          { index: true, element: <home.Page /> },
          {
            path: 'docs',
            element: <layout.Page />,
            children: [
              { path: 'g/csi-apis', element: <hub.Page /> },
              { path: 'v1/other', element: <other.Page /> },
            ],
          },
        ],
      },
    ];
    await preloadRoute(routes, '/docs/g/csi-apis');
    expect(layout.load).toHaveBeenCalledTimes(1);
    expect(hub.load).toHaveBeenCalledTimes(1);
    expect(home.load).not.toHaveBeenCalled();
    expect(other.load).not.toHaveBeenCalled();
  });

  it('starts the data loads of the matching routes only, with their chunks', async () => {
    const hub = watchedPage();
    const hubData = vi.fn();
    const otherData = vi.fn();
    const routes: RouteObject[] = [
      { path: 'docs/g/csi-apis', element: <hub.Page />, handle: { prefetch: hubData } },
      { path: 'tech/pub', element: <p>articles</p>, handle: { prefetch: otherData } },
    ];
    await preloadRoute(routes, '/docs/g/csi-apis');
    expect(hubData).toHaveBeenCalledTimes(1);
    expect(hub.load).toHaveBeenCalledTimes(1);
    expect(otherData).not.toHaveBeenCalled();
  });

  it('resolves only once the chunks and the loads the handle returns are in', async () => {
    const hub = watchedPage();
    let finishMarkdown = () => undefined as void;
    const markdown = new Promise<void>((resolve) => {
      finishMarkdown = resolve;
    });
    const routes: RouteObject[] = [
      { path: 'docs/g/csi-apis', element: <hub.Page />, handle: { prefetch: () => markdown } },
    ];
    let done = false;
    const preloaded = preloadRoute(routes, '/docs/g/csi-apis').then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(hub.load).toHaveBeenCalledTimes(1);
    expect(done).toBe(false);
    finishMarkdown();
    await preloaded;
    expect(done).toBe(true);
  });

  it('resolves when a load the handle returns fails, once the chunks are in', async () => {
    const hub = watchedPage();
    const routes: RouteObject[] = [
      {
        path: 'docs/g/csi-apis',
        element: <hub.Page />,
        handle: { prefetch: () => Promise.reject(new Error('offline')) },
      },
    ];
    await expect(preloadRoute(routes, '/docs/g/csi-apis')).resolves.toBeUndefined();
    expect(hub.load).toHaveBeenCalledTimes(1);
  });

  it('resolves for a path that matches nothing and for elements that are not lazy', async () => {
    const routes: RouteObject[] = [{ path: 'a', element: <p>a</p> }];
    await expect(preloadRoute(routes, '/nowhere')).resolves.toBeUndefined();
    await expect(preloadRoute(routes, '/a')).resolves.toBeUndefined();
  });

  it('names the modules of the matching lazy layout and page, and those their handles add, each once', () => {
    const Layout = lazyWithPreload(async () => ({ default: () => null }), 'src/pages/docs/DocsLayout.tsx');
    const Hub = lazyWithPreload(async () => ({ default: () => null }), 'src/pages/docs/ApisDocsHubPage.tsx');
    const Unnamed = lazyWithPreload(async () => ({ default: () => null }));
    const markdown = { modules: ['src/lib/MarkdownBody.tsx'] };
    expect(
      routeModules([
        { route: { element: <p>shell</p> } },
        { route: { element: <Layout />, handle: markdown } },
        { route: { element: <Hub />, handle: markdown } },
        { route: { element: <Unnamed /> } },
      ]),
    ).toEqual(['src/pages/docs/DocsLayout.tsx', 'src/lib/MarkdownBody.tsx', 'src/pages/docs/ApisDocsHubPage.tsx']);
    expect(routeModules([])).toEqual([]);
  });
});
