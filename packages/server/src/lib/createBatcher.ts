/**
 * Batches work (group commit): items are handled by ONE call of `runBatch` per batch, which answers one result
 * per item, in order. One batch runs at a time; items submitted meanwhile form the next batch, which starts
 * (from setImmediate, after the pending requests have been read) when the running one ends. Nothing is
 * cached: each item is handled after it was submitted.
 */
export function createBatcher<I, O>(runBatch: (items: I[]) => Promise<O[]>): (item: I) => Promise<O> {
  type Waiter = { item: I; resolve: (value: O) => void; reject: (error: unknown) => void };
  let queue: Waiter[] = [];
  let busy = false;

  async function run(): Promise<void> {
    const batch = queue;
    queue = [];
    try {
      const results = await runBatch(batch.map((w) => w.item));
      if (results.length !== batch.length) throw new Error('A batch must answer one result per item.');
      results.forEach((result, i) => batch[i]?.resolve(result));
    } catch (error) {
      batch.forEach((w) => w.reject(error));
    }
    busy = queue.length > 0;
    if (busy) setImmediate(() => void run());
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (busy) return;
      busy = true;
      setImmediate(() => void run());
    });
}
