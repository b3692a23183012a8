// The home page's start in the browser, loaded by main.tsx after the first paint of the page the server rendered for
// `/`: React takes the HTML over with the same tree (HomeDocument), without the router and the route table, which the
// site's start (boot.tsx) loads for every other page.
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from '../App';
import { Hydrated } from '../shell/Hydrated';
import { HomeDocument } from './HomeDocument';

const root = document.getElementById('root');
if (root) {
  startTransition(() => {
    hydrateRoot(
      root,
      <Hydrated>
        <StrictMode>
          <App>
            <HomeDocument />
          </App>
        </StrictMode>
      </Hydrated>,
    );
  });
}
