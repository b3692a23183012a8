import { lazy, type ComponentType } from 'react';

/** A lazily loaded component that can also fetch its chunk ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the chunk (once); resolves when loaded, never rejects. */
  preload: () => Promise<void>;
  /**
   * The module it loads, as the build's manifest names it (e.g. `src/pages/public/HomePage.tsx`), when known: the
   * server preloads its chunk with a page that shows it.
   */
  moduleId?: string;
};

/**
 * A component in its own chunk, like `React.lazy`, with a `preload()`. A component whose chunk was
 * loaded before its first render renders at once, without suspending: the first screen shows it
 * rather than the Suspense fallback (nothing moves when it arrives, and React does not hold it back
 * behind the fallback). Otherwise it is `React.lazy` of the same load. A failed preload is
 * forgotten, so the render loads the chunk again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  moduleId?: string,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const loadOnce = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(loadOnce);
  // Chosen once, so the element type under this component never changes (which would remount it).
  let Chosen: ComponentType<P> | undefined;
  function LazyWithPreload(props: P) {
    Chosen ??= loaded ?? Lazy;
    return <Chosen {...props} />;
  }
  return Object.assign(LazyWithPreload, {
    moduleId,
    preload: () =>
      loadOnce().then(
        () => undefined,
        () => undefined,
      ),
  });
}
