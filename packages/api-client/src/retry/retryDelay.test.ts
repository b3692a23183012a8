import { createClient } from '../createClient';
import { ApiError, type ApiErrorCode } from '../errors';
import { recordingAdapter } from '../testing/recordingAdapter';
import { memoryTokenStore } from '../token/tokenStore';
import { retryDelay, type FailedAttempt } from './retryDelay';

const failed = (error: ApiError, more: Partial<FailedAttempt> = {}): FailedAttempt => ({
  error,
  retry: 0,
  idempotentMethod: false,
  keyed: false,
  ...more,
});
const status = (code: number, retryAfter?: number) => new ApiError(code, 'No.', undefined, { retryAfter });
const lost = (code: ApiErrorCode) => new ApiError(0, 'lost', undefined, { code });
const options = { retries: 3, baseDelayMs: 100, maxDelayMs: 1000 };
const highest = () => 1;

describe('retryDelay', () => {
  it.each([
    ['a 429 of a POST', failed(status(429))],
    ['a 503 of a POST', failed(status(503))],
    ['a 409 of a keyed call', failed(status(409), { keyed: true })],
    ['a lost connection of a GET', failed(lost('ECONNRESET'), { idempotentMethod: true })],
    ['a timeout of a keyed POST', failed(lost('ETIMEDOUT'), { keyed: true })],
  ])('retries %s', (_case, attempt) => {
    expect(retryDelay(attempt, options, highest)).toBe(100);
  });

  it.each([
    ['a lost connection of a POST without a key', failed(lost('ECONNREFUSED'))],
    ['an abort, even of a GET', failed(lost('ABORTED'), { idempotentMethod: true })],
    ['a 409 without a key', failed(status(409), { idempotentMethod: true })],
    ['a 500 of a GET', failed(status(500), { idempotentMethod: true })],
    ['a bad body', failed(new ApiError(200, 'bad', '', { code: 'BAD_JSON' }), { idempotentMethod: true })],
  ])('never retries %s', (_case, attempt) => {
    expect(retryDelay(attempt, options, highest)).toBeNull();
  });

  it('doubles the backoff on each retry up to maxDelayMs, with equal jitter (half to all of it), and stops after `retries`', () => {
    expect([0, 1, 2, 3].map((retry) => retryDelay(failed(status(503), { retry }), options, highest))).toEqual([
      100,
      200,
      400,
      null,
    ]);
    expect(retryDelay(failed(status(503), { retry: 2 }), options, () => 0)).toBe(200);
    expect(retryDelay(failed(status(503), { retry: 2 }), { ...options, maxDelayMs: 300 }, highest)).toBe(300);
  });

  it("waits the server's Retry-After instead, and gives up when it asks for longer than maxDelayMs", () => {
    expect(retryDelay(failed(status(429, 1)), options, highest)).toBe(1000);
    expect(retryDelay(failed(status(429, 2)), options, highest)).toBeNull();
    expect(retryDelay(failed(status(503, 0)), options, highest)).toBe(0);
  });

  it('is off without retries', () => {
    expect(retryDelay(failed(status(429)), { retries: 0 }, highest)).toBeNull();
  });
});

describe('retries through the client', () => {
  afterEach(() => vi.useRealTimers());

  it('sends a 503 again only when its Retry-After has passed, counting the call once in flight', async () => {
    vi.useFakeTimers();
    const { adapter, sent } = recordingAdapter(() =>
      sent.length === 1 ? { status: 503, data: { msg: 'Busy' }, headers: { 'retry-after': '30' } } : {},
    );
    const client = createClient({ tokenStore: memoryTokenStore(), adapter, retry: { retries: 1, maxDelayMs: 60_000 } });
    const counts: number[] = [];
    client.inFlight.subscribe((count) => counts.push(count));
    const reply = client.apis.list();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(reply).resolves.toEqual({ msg: 'ok', data: null });
    expect(sent).toHaveLength(2);
    expect(counts).toEqual([1, 0]);
  });
});
