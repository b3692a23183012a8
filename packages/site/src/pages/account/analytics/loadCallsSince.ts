import type { ApiCall, ApiCallPage, ApiCallsQuery } from '@csi/api-client';

/** Calls per request (the server's largest page). */
const PAGE_SIZE = 500;
/** Pages read at most (10,000 calls), so a very busy account does not page for ever. */
const MAX_PAGES = 20;

/** The calls answered at or after `since`, newest first, read a page at a time until one reaches further back. */
export async function loadCallsSince(
  load: (query: ApiCallsQuery) => Promise<ApiCallPage>,
  since: Date,
): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const { calls: batch } = await load({ limit: PAGE_SIZE, offset: page * PAGE_SIZE });
    const recent = batch.filter((call) => new Date(call.time) >= since);
    calls.push(...recent);
    if (batch.length < PAGE_SIZE || recent.length < batch.length) break;
  }
  return calls;
}
