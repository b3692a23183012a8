import { generatePassword, PASSWORD_CLASSES, PASSWORD_SYMBOLS, randomIndex } from './generatePassword';

const ALLOWED = new Set(PASSWORD_CLASSES.join(''));

describe('generatePassword', () => {
  it('is 16 characters by default and honours a given length', () => {
    expect(generatePassword()).toHaveLength(16);
    expect(generatePassword(4)).toHaveLength(4);
    expect(generatePassword(64)).toHaveLength(64);
  });

  it('uses the symbols of the spec', () => {
    expect(PASSWORD_SYMBOLS).toBe('!@#$%^&*()_+-=[]{}|;:,.<>?');
  });

  it('always holds an uppercase letter, a lowercase letter, a digit and a symbol, and nothing else', () => {
    for (let run = 0; run < 2000; run++) {
      const password = generatePassword(run % 2 ? 4 : 16);
      for (const alphabet of PASSWORD_CLASSES) expect([...password].some((c) => alphabet.includes(c))).toBe(true);
      expect([...password].every((c) => ALLOWED.has(c))).toBe(true);
    }
  });

  it('shuffles: the class of the first character varies', () => {
    const firstClasses = new Set(
      Array.from({ length: 400 }, () => {
        const first = generatePassword(4).charAt(0);
        return PASSWORD_CLASSES.findIndex((alphabet) => alphabet.includes(first));
      }),
    );
    expect(firstClasses.size).toBe(4);
  });

  it('spreads characters roughly uniformly over a large sample', () => {
    const counts = new Map<string, number>();
    const runs = 5_000;
    for (let i = 0; i < runs; i++) for (const c of generatePassword()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(ALLOWED.size);
    // Every character is expected 800–1200 times (standard deviation about 30), so half and twice the mean are
    // bounds a fair generator never crosses, while a biased one (e.g. a class never drawn) fails at once.
    const mean = (runs * 16) / ALLOWED.size;
    for (const count of counts.values()) {
      expect(count).toBeGreaterThan(mean / 2);
      expect(count).toBeLessThan(mean * 2);
    }
  }, 30_000);

  it('refuses lengths that cannot hold the four classes', () => {
    expect(() => generatePassword(3)).toThrow(RangeError);
    expect(() => generatePassword(10.5)).toThrow(RangeError);
  });
});

describe('randomIndex', () => {
  it('rejects draws past the last full multiple of max', () => {
    const draws = [2 ** 32 - 1, 2 ** 32 - 2, 7];
    const spy = vi.spyOn(crypto, 'getRandomValues').mockImplementation((array) => {
      if (array instanceof Uint32Array) array[0] = draws.shift() ?? 0;
      return array;
    });
    // 2^32 = 4294967296 ≡ 1 (mod 3): the top value 2^32-1 is rejected, 2^32-2 is the last kept one.
    expect(randomIndex(3)).toBe((2 ** 32 - 2) % 3);
    expect(randomIndex(3)).toBe(7 % 3);
    spy.mockRestore();
  });
});
