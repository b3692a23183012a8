import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { PreloadableComponent } from './lazyWithPreload';

/** The component a route element renders when it is a lazily loaded one with a `preload()` (see lazyWithPreload). */
function preloadableOf(element: ReactNode): PreloadableComponent<object> | undefined {
  if (!isValidElement(element)) return undefined;
  const type: unknown = element.type;
  return typeof type === 'function' && 'preload' in type && typeof type.preload === 'function'
    ? (type as PreloadableComponent<object>)
    : undefined;
}

/** What a route may carry in its `handle`: loads to start with its chunks (e.g. the markdown renderer). */
export interface RoutePrefetchHandle {
  /** Starts a load the route's pages need; a promise it returns is waited for with the chunks (a chunk's load). */
  prefetch?: () => void | Promise<void>;
  /** Modules (as the build's manifest names them) the route's pages load at once besides their own. */
  modules?: string[];
}

/**
 * The modules the page of `matches` loads as it opens: the lazy layouts' and page's, and those their routes name in
 * `handle.modules`; each once, outermost first. The server preloads their chunks with the page.
 */
export function routeModules(matches: { route: Pick<RouteObject, 'element' | 'handle'> }[]): string[] {
  const modules = matches.flatMap(({ route }) => [
    preloadableOf(route.element)?.moduleId,
    ...((route.handle as RoutePrefetchHandle | undefined)?.modules ?? []),
  ]);
  return [...new Set(modules.filter((id): id is string => id !== undefined))];
}

/**
 * Loads the chunks of every lazy component matching `pathname` (layouts and the page), in parallel, with the loads
 * their routes start in `handle.prefetch`; resolves when all of them are in (or failed: the render loads them again).
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route }) => [
      // A failed load is the page's to retry: boot.tsx hydrates once this resolves, so it must not reject.
      Promise.resolve((route.handle as RoutePrefetchHandle | undefined)?.prefetch?.()).catch(() => undefined),
      preloadableOf(route.element)?.preload(),
    ]),
  );
}
