import type { BrowserContext } from '@playwright/test';

/** The country the fake IP-geolocation service answers. */
export const FAKE_COUNTRY = 'Kenya';

/** A stand-in for the OpenStreetMap embed of the contact page: a small, accessible page. */
const MAP_PAGE =
  '<!doctype html><html lang="en"><head><title>Map of Westlands, Nairobi</title></head>' +
  '<body><p>Map of Westlands, Nairobi</p></body></html>';

/**
 * Stands in for the services outside this machine that the product calls: the IP-geolocation lookup
 * (ipapi.co, answering `country_name` like the real one) and the map embed. Any other request leaving
 * the product is aborted, so it shows up as a failed request.
 */
export async function fakeOutsideWorld(context: BrowserContext): Promise<void> {
  await context.route(
    // localhost is this machine too: the passkeys journey opens the site by that name (a relying party cannot be an IP).
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost' && url.protocol.startsWith('http'),
    async (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === 'ipapi.co')
        return route.fulfill({
          json: { country_name: FAKE_COUNTRY },
          headers: { 'access-control-allow-origin': '*' },
        });
      if (url.hostname.endsWith('openstreetmap.org'))
        return route.fulfill({ contentType: 'text/html; charset=utf-8', body: MAP_PAGE });
      return route.abort('blockedbyclient');
    },
  );
}
