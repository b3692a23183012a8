import { testClient, urlOf } from '../testing/testClient';

describe('geo.countryName', () => {
  it('reads country_name from the default service without the bearer and without counting', async () => {
    const { client, last } = testClient('user-token', { data: { country_name: 'Kenya' } });
    const seen: number[] = [];
    client.inFlight.subscribe((count) => seen.push(count));
    await expect(client.geo.countryName()).resolves.toBe('Kenya');
    expect(urlOf(last())).toBe('https://ipapi.co/json/');
    expect(last()?.headers.Authorization).toBeUndefined();
    expect(last()?.timeout).toBe(5000);
    expect(seen).toEqual([]);
  });

  it('uses a configured service', async () => {
    const { client, last } = testClient(null, { data: { country_name: 'Uganda' } });
    await expect(client.geo.countryName({ url: 'https://geo.test/me' })).resolves.toBe('Uganda');
    expect(urlOf(last())).toBe('https://geo.test/me');
  });

  it.each([
    ['an error status', { status: 503, data: {} }],
    ['a reply without country_name', { data: { error: true } }],
    ['an empty country_name', { data: { country_name: '' } }],
  ])('falls back to N/A on %s', async (_case, reply) => {
    const { client } = testClient(null, reply);
    await expect(client.geo.countryName()).resolves.toBe('N/A');
  });
});

describe('geo.countryName with an aborted signal', () => {
  it('sends nothing and answers N/A', async () => {
    const { client, sent } = testClient(null, { data: { country_name: 'Kenya' } });
    await expect(client.geo.countryName({ signal: AbortSignal.abort() })).resolves.toBe('N/A');
    expect(sent).toHaveLength(0);
  });
});
