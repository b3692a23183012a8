import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '../src/createClient';
import { memoryTokenStore } from '../src/token/tokenStore';

/** A local stand-in for the IP-geolocation service, speaking its JSON. */
function startGeoService(body: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}/json/`, server });
    }),
  );
}

describe('geo.countryName over HTTP', () => {
  const client = createClient({ tokenStore: memoryTokenStore() });

  it('reads country_name from the service', async () => {
    const geo = await startGeoService('{"ip":"197.0.0.1","country_name":"Kenya"}');
    await expect(client.geo.countryName({ url: geo.url })).resolves.toBe('Kenya');
    geo.server.close();
  });

  it('falls back to N/A when the service is unreachable or answers garbage', async () => {
    const geo = await startGeoService('<html>rate limited</html>');
    await expect(client.geo.countryName({ url: geo.url })).resolves.toBe('N/A');
    geo.server.close();
    await expect(client.geo.countryName({ url: geo.url, timeout: 1000 })).resolves.toBe('N/A');
  });
});
