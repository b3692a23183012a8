import { describe, expect, it } from 'vitest';
import { normaliseKenyanPhone } from './normaliseKenyanPhone';

describe('Kenyan phone numbers', () => {
  it('normalises every common writing to 2547XXXXXXXX or 2541XXXXXXXX', () => {
    const cases: [string, string][] = [
      ['0712 345 678', '254712345678'],
      ['+254 712 345678', '254712345678'],
      ['254712345678', '254712345678'],
      ['712345678', '254712345678'],
      ['(0712) 345-678', '254712345678'],
      ['0110 123 456', '254110123456'],
      ['+254-110-123-456', '254110123456'],
    ];
    for (const [input, expected] of cases)
      expect({ input, phone: normaliseKenyanPhone(input) }).toEqual({ input, phone: expected });
  });

  it('refuses numbers that are not Kenyan mobile numbers', () => {
    for (const input of ['', '0812 345 678', '071234567', '07123456789', '+255712345678', 'phone', '020 1234567']) {
      expect({ input, phone: normaliseKenyanPhone(input) }).toEqual({ input, phone: null });
    }
  });
});
