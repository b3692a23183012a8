import { createClient } from './createClient';
import { recordingAdapter } from './testing/recordingAdapter';
import { testClient } from './testing/testClient';
import { memoryTokenStore } from './token/tokenStore';

describe('in-flight counter', () => {
  it('counts a request from sending to its answer, failures too', async () => {
    let release: () => void = () => undefined;
    const { adapter } = recordingAdapter();
    const client = createClient({
      tokenStore: memoryTokenStore('t'),
      adapter: (config) => new Promise((resolve) => (release = () => resolve(adapter(config)))),
    });
    const seen: number[] = [];
    const unsubscribe = client.inFlight.subscribe((count) => seen.push(count));
    const pending = client.wallet.details();
    await vi.waitFor(() => expect(client.inFlight.count).toBe(1));
    release();
    await pending;
    expect(client.inFlight.count).toBe(0);
    unsubscribe();
    const unseen = client.apis.list();
    await vi.waitFor(() => expect(client.inFlight.count).toBe(1));
    release();
    await unseen;
    expect(seen).toEqual([1, 0]);
  });

  it('returns to 0 after a failed request', async () => {
    const { client } = testClient('t', { status: 500, data: { msg: 'boom' } });
    await expect(client.wallet.details()).rejects.toMatchObject({ status: 500 });
    expect(client.inFlight.count).toBe(0);
  });
});
