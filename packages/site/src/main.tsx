// The site's entry: a bootstrap of a few hundred bytes. A page the server rendered carries no other script and no
// module preload in its HTML, so this file is all it fetches before its first paint; just after that paint the
// bootstrap preloads the chunks the server listed for the page and imports the site's start (boot.tsx: React, the
// router, the shell), which takes the page over. A page rendered in the browser starts at once.
import { preloadPageChunks, startAfterFirstPaint } from './bootstrap';

startAfterFirstPaint(() => {
  preloadPageChunks();
  void import('./boot');
});
