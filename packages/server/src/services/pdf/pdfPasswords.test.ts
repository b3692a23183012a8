import { describe, expect, it } from 'vitest';
import { pdfPasswords } from './pdfPasswords';

const error = (fields: Record<string, string>) => {
  try {
    pdfPasswords(fields);
  } catch (caught) {
    return caught;
  }
  throw new Error('expected pdfPasswords to refuse');
};

describe('pdfPasswords', () => {
  it('defaults to AES-128 and generates a strong owner password when none is given', () => {
    const first = pdfPasswords({ password: 'open-sesame' });
    const second = pdfPasswords({ password: 'open-sesame' });
    expect(first).toMatchObject({ userPassword: 'open-sesame', ownerGenerated: true, bits: 128 });
    expect(first.ownerPassword).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(second.ownerPassword).not.toBe(first.ownerPassword);
  });

  it('keeps a given owner password and keyLength 256', () => {
    expect(pdfPasswords({ password: 'opening-pass', ownerPassword: 'owner-pass', keyLength: '256' })).toEqual({
      userPassword: 'opening-pass',
      ownerPassword: 'owner-pass',
      ownerGenerated: false,
      bits: 256,
    });
  });

  it('refuses passwords shorter than 8 characters, and accepts 8', () => {
    expect(error({ password: '1234567' })).toMatchObject({
      statusCode: 400,
      message: 'The PDF password must be at least 8 characters long.',
    });
    expect(error({ password: '1234567', keyLength: '256' })).toMatchObject({
      statusCode: 400,
      message: 'The PDF password must be at least 8 characters long.',
    });
    expect(error({ password: '12345678', ownerPassword: 'owner' })).toMatchObject({
      statusCode: 400,
      message: 'The PDF owner password must be at least 8 characters long.',
    });
    expect(pdfPasswords({ password: '12345678', ownerPassword: '87654321' })).toMatchObject({
      userPassword: '12345678',
      ownerPassword: '87654321',
    });
  });

  it('refuses a missing password, a bad keyLength and passwords AES-128 cannot hold', () => {
    expect(error({})).toMatchObject({ statusCode: 400, message: 'password is required.' });
    expect(error({ password: 'open-sesame', keyLength: '40' })).toMatchObject({
      statusCode: 400,
      message: 'keyLength must be 128 or 256.',
    });
    expect(error({ password: 'x'.repeat(33) })).toMatchObject({
      statusCode: 400,
      message: `password must be 1 to 32 printable ASCII characters for AES-128; use keyLength 256 for longer or Unicode passwords.`,
    });
    expect(error({ password: 'open-sesame', ownerPassword: 'ñandú-owner' })).toMatchObject({
      statusCode: 400,
      message: expect.stringMatching(/^ownerPassword must be/),
    });
    expect(error({ password: 'x'.repeat(128), keyLength: '256' })).toMatchObject({
      statusCode: 400,
      message: 'password must be at most 127 bytes of UTF-8 for AES-256.',
    });
  });
});
