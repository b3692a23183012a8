import { validateHireRequest } from './validateHireRequest';

const valid = {
  fullName: "Jane O'Neil-Otieno",
  email: 'jane@example.com',
  phone: '+254 712345678',
  projectTitle: 'Secure POS',
  projectDescription: 'A point of sale system with end-to-end encryption for a chain of shops.',
  agreement: true,
};

const NAME = 'Please enter a valid full name (2-100 characters)';
const EMAIL = 'Please enter a valid email address';
const PHONE = 'Please enter a valid phone number (6-20 digits, international format accepted)';
const TITLE = 'Project title must be between 5-200 characters';
const DESCRIPTION = 'Project description must be between 50-5000 characters';
const AGREEMENT = 'You must agree to the terms to continue';

describe('validateHireRequest', () => {
  it('accepts a valid request', () => {
    expect(validateHireRequest(valid)).toBeNull();
  });

  it.each([[''], ['J'], ['Jane2'], ['a'.repeat(101)], ['   J   '], ["'-"]])('rejects the full name %j', (fullName) => {
    expect(validateHireRequest({ ...valid, fullName })).toBe(NAME);
  });

  it('accepts a typographic apostrophe, as phone keyboards type it', () => {
    expect(validateHireRequest({ ...valid, fullName: 'Jane O’Neil' })).toBeNull();
  });

  it('accepts a full name of exactly 2 and 100 characters', () => {
    expect(validateHireRequest({ ...valid, fullName: 'Jo' })).toBeNull();
    expect(validateHireRequest({ ...valid, fullName: 'a'.repeat(100) })).toBeNull();
  });

  it.each([[''], ['jane'], ['jane@example'], ['ja ne@example.com']])('rejects the email %j', (email) => {
    expect(validateHireRequest({ ...valid, email })).toBe(EMAIL);
  });

  it.each([[''], ['12345'], ['phone123456'], ['+254 12345'], ['1'.repeat(25)], ['(254 712345678']])(
    'rejects the phone %j',
    (phone) => {
      expect(validateHireRequest({ ...valid, phone })).toBe(PHONE);
    },
  );

  it.each([
    ['123456'],
    ['+254712345678'],
    ['(254) 712345678'],
    ['254-712345678'],
    ['1'.repeat(24)],
    ['+254 712 345 678'],
    ['0712 345 678'],
    ['+254-712-345678'],
  ])('accepts the phone %j', (phone) => {
    expect(validateHireRequest({ ...valid, phone })).toBeNull();
  });

  it('bounds the trimmed project title to 5-200', () => {
    expect(validateHireRequest({ ...valid, projectTitle: '  abcd  ' })).toBe(TITLE);
    expect(validateHireRequest({ ...valid, projectTitle: 'x'.repeat(201) })).toBe(TITLE);
    expect(validateHireRequest({ ...valid, projectTitle: 'abcde' })).toBeNull();
  });

  it('bounds the trimmed project description to 50-5000', () => {
    expect(validateHireRequest({ ...valid, projectDescription: ` ${'x'.repeat(49)} ` })).toBe(DESCRIPTION);
    expect(validateHireRequest({ ...valid, projectDescription: 'x'.repeat(5001) })).toBe(DESCRIPTION);
    expect(validateHireRequest({ ...valid, projectDescription: 'x'.repeat(5000) })).toBeNull();
  });

  it('refuses a deadline that has passed, in any time zone, and accepts today or later', () => {
    const now = new Date('2026-11-27T09:00:00Z');
    const DEADLINE = 'Please choose a deadline from today onwards';
    expect(validateHireRequest({ ...valid, deadline: '2020-01-01' }, now)).toBe(DEADLINE);
    expect(validateHireRequest({ ...valid, deadline: '2026-11-25' }, now)).toBe(DEADLINE);
    expect(validateHireRequest({ ...valid, deadline: '2026-02-30' }, now)).toBe(DEADLINE);
    expect(validateHireRequest({ ...valid, deadline: 'next week' }, now)).toBe(DEADLINE);
    expect(validateHireRequest({ ...valid, deadline: '2026-11-27' }, now)).toBeNull();
    expect(validateHireRequest({ ...valid, deadline: '2027-01-15' }, now)).toBeNull();
    expect(validateHireRequest({ ...valid, deadline: '' }, now)).toBeNull();
    // 01:00 in Nairobi is still the day before in UTC: the Nairobi date is accepted.
    expect(validateHireRequest({ ...valid, deadline: '2026-11-28' }, new Date('2026-11-27T22:00:00Z'))).toBeNull();
  });

  it('requires the agreement', () => {
    expect(validateHireRequest({ ...valid, agreement: false })).toBe(AGREEMENT);
  });

  it('reports the first failure in order', () => {
    const allWrong = { fullName: '', email: '', phone: '', projectTitle: '', projectDescription: '', agreement: false };
    const order = [NAME, EMAIL, PHONE, TITLE, DESCRIPTION, AGREEMENT];
    const fixes = [{ fullName: 'Jane' }, { email: 'j@e.co' }, { phone: '1234567' }, { projectTitle: 'Title' }];
    let request = allWrong;
    expect(validateHireRequest(request)).toBe(order[0]);
    [...fixes, { projectDescription: 'd'.repeat(50) }].forEach((fix, index) => {
      request = { ...request, ...fix };
      expect(validateHireRequest(request)).toBe(order[index + 1]);
    });
  });
});
