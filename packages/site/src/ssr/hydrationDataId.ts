/** Id of the script element that carries the server's router state into the page. */
export const HYDRATION_DATA_ID = 'route-data';

/**
 * Id of the JSON script element in which the server lists the script chunks (root-relative URLs) that take its page
 * over: the site's start and the page's own chunks. Data, not links: main.tsx preloads them after the first paint.
 */
export const PAGE_CHUNKS_ID = 'page-chunks';

/**
 * Id of the JSON script element that names the island a server-rendered page is taken over as, instead of the whole
 * site with its router: `"home"` (the home page, islands/homeIsland.tsx). Such a page carries no router state.
 */
export const PAGE_ISLAND_ID = 'page-island';

/** The home page's island, as PAGE_ISLAND_ID names it. */
export const HOME_ISLAND = 'home';
