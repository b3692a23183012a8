import { estimateCrackTime } from './estimateCrackTime';

describe('estimateCrackTime', () => {
  it('finds a common password at once and says why', async () => {
    const estimate = await estimateCrackTime('password');
    expect(estimate.guesses).toBeLessThan(100);
    expect(estimate.offlineFastHashing).toBe('less than a second');
    expect(estimate.warning).toBe('This is a heavily used password.');
    expect(estimate.suggestions.length).toBeGreaterThan(0);
  });

  it('gives a long random password centuries and no warning', async () => {
    const estimate = await estimateCrackTime('Xk9#mP2$vL7!qR');
    expect(estimate.guesses).toBeGreaterThan(1e12);
    expect(estimate.onlineThrottled).toBe('centuries');
    expect(estimate.warning).toBeNull();
    expect(estimate.suggestions).toEqual([]);
  });

  it('reports the offline fast-hashing and online throttled crack times', async () => {
    const estimate = await estimateCrackTime('Tr0ub4dour&3');
    expect(estimate.offlineFastHashing).toMatch(/second|minute|hour|day|month|year|centuries/);
    expect(estimate.onlineThrottled).toMatch(/year|centuries/);
  });
});
