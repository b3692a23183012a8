import { prefetchable } from './prefetchable';

describe('prefetchable', () => {
  it('hands the page the request started early, once, and loads afresh after that', async () => {
    let calls = 0;
    const load = prefetchable(async () => ++calls);
    load.prefetch();
    load.prefetch();
    expect(calls).toBe(1);
    expect(await load.take()).toBe(1);
    expect(await load.take()).toBe(2);
    expect(calls).toBe(2);
  });

  it('loads when nothing was prefetched, and gives a failed early load to the page that takes it', async () => {
    let fail = true;
    const load = prefetchable(async () => {
      if (fail) throw new Error('Network Error');
      return 'data';
    });
    load.prefetch();
    fail = false;
    await expect(load.take()).rejects.toThrow('Network Error');
    expect(await load.take()).toBe('data');
  });
});
