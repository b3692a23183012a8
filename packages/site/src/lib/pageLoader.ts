import type { LoaderFunctionArgs } from 'react-router-dom';

/** A lazily loaded page: its chunk can be fetched ahead (see lazyWithPreload). */
interface Preloadable {
  preload: () => Promise<void>;
}

/**
 * A route loader that also fetches the page's chunk, in parallel with its data: after a navigation the page renders
 * at once instead of loading its chunk only once the data has come.
 */
export function pageLoader<T>(page: Preloadable, load: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const [data] = await Promise.all([load(args), page.preload()]);
    return data;
  };
}
