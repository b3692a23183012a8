import { retryAfterSeconds } from './retryAfterSeconds';

const now = Date.UTC(2026, 10, 25, 7, 0, 0, 400);

describe('retryAfterSeconds', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterSeconds('30', now)).toBe(30);
    expect(retryAfterSeconds(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the whole seconds from now, rounded up, and 0 once it has passed', () => {
    expect(retryAfterSeconds('Wed, 25 Nov 2026 07:00:10 GMT', now)).toBe(10);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 07:00:01 GMT', now)).toBe(1);
    expect(retryAfterSeconds('Wed, 25 Nov 2026 06:59:00 GMT', now)).toBe(0);
  });

  it.each([[undefined], [''], ['soon'], ['-5'], ['1.5'], [['30']]])('gives undefined for %j', (value) => {
    expect(retryAfterSeconds(value, now)).toBeUndefined();
  });
});
