import { addUsd, formatUsd } from './money';

describe('money', () => {
  it('adds USD amounts exactly to the cent and beyond', () => {
    expect(addUsd(0.1, 0.2)).toBe(0.3);
    expect(addUsd(10.0025, 0.0075)).toBe(10.01);
  });

  it('shows 2 to 4 decimals', () => {
    expect(formatUsd(5)).toBe('$5.00');
    expect(formatUsd(0.0025)).toBe('$0.0025');
    expect(formatUsd(1234.5)).toBe('$1,234.50');
  });
});
