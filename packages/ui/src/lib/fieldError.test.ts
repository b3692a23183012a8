import { fieldError, requiredFieldError } from './fieldError';

describe('requiredFieldError', () => {
  it('names the field when the value is empty', () => {
    expect(requiredFieldError('Email', '')).toBe('Email field is required.');
  });
  it('treats whitespace only as empty', () => {
    expect(requiredFieldError('Message', ' \n\t')).toBe('Message field is required.');
  });
  it('accepts any non-blank value', () => {
    expect(requiredFieldError('Email', 'a@b.co')).toBeUndefined();
  });
});

describe('fieldError', () => {
  it('reports a missing required value first', () => {
    expect(fieldError('Content', '', { required: true, minLength: 5 })).toBe('Content field is required.');
  });
  it('lets an optional empty value pass even with bounds', () => {
    expect(fieldError('Content', '', { minLength: 5 })).toBeUndefined();
  });
  it('reports a value under minLength', () => {
    expect(fieldError('Content', 'abcd', { minLength: 5 })).toBe('Content must be at least 5 characters.');
  });
  it('reports a value over maxLength', () => {
    expect(fieldError('Content', 'abcdef', { maxLength: 5 })).toBe('Content must be at most 5 characters.');
  });
  it('accepts values exactly at both bounds', () => {
    expect(fieldError('Content', 'abcde', { required: true, minLength: 5, maxLength: 5 })).toBeUndefined();
  });
});
