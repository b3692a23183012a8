// The site's entry: a bootstrap of a few hundred bytes. A page the server rendered carries no other script and no
// module preload in its HTML, so this file is all it fetches before its first paint; just after that paint the
// bootstrap preloads the chunks the server listed for the page and imports what takes the page over: the home page's
// island (React and the page's own parts, no router: islands/homeIsland.tsx) or the site's start (boot.tsx: React, the
// router, the shell). A page rendered in the browser starts at once.
import { pageIsland, preloadPageChunks, startAfterFirstPaint } from './bootstrap';
import { HOME_ISLAND } from './ssr/hydrationDataId';

startAfterFirstPaint(() => {
  preloadPageChunks();
  void (pageIsland() === HOME_ISLAND ? import('./islands/homeIsland') : import('./boot'));
});
