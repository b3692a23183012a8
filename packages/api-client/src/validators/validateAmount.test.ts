import { validateAmount } from './validateAmount';

describe('validateAmount', () => {
  it.each([['abc'], [''], ['  '], [Number.NaN], [Number.POSITIVE_INFINITY], ['12abc']])(
    'rejects %j as not a number',
    (amount) => {
      expect(validateAmount(amount)).toBe('Amount must be a valid number.');
    },
  );

  it.each([[0], ['0'], [-5], ['-0.01']])('rejects %j as not above 0', (amount) => {
    expect(validateAmount(amount)).toBe('Amount must be greater than 0.');
  });

  it.each([[0.99], ['0.01'], ['0.999']])('rejects %j as below the smallest top-up', (amount) => {
    expect(validateAmount(amount)).toBe('The smallest top-up is 1.00 USD.');
  });

  it.each([[10], ['1.00'], [1], [' 25 ']])('accepts %j', (amount) => {
    expect(validateAmount(amount)).toBeNull();
  });
});
