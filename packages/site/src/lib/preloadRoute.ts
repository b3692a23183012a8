import { isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** Starts loading the chunk of a route element whose component has a `preload()` (see lazyWithPreload). */
function preloadElement(element: ReactNode): Promise<void> | undefined {
  if (!isValidElement(element)) return undefined;
  const type: unknown = element.type;
  if (typeof type !== 'function' || !('preload' in type) || typeof type.preload !== 'function') return undefined;
  return Promise.resolve(type.preload()).then(() => undefined);
}

/** What a route may carry in its `handle`: loads to start with its chunks (e.g. the markdown renderer). */
export interface RoutePrefetchHandle {
  prefetch?: () => void;
}

/**
 * Loads the chunks of every lazy component matching `pathname` (layouts and the page), in parallel, and
 * starts the data loads their routes name in `handle.prefetch` (not waited for: the page takes them).
 */
export async function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  for (const { route } of matches) (route.handle as RoutePrefetchHandle | undefined)?.prefetch?.();
  await Promise.all(matches.map((match) => preloadElement(match.route.element)));
}
