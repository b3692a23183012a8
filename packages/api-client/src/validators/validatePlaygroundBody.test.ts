import { validatePlaygroundBody } from './validatePlaygroundBody';

describe('validatePlaygroundBody', () => {
  it.each([[''], ['{'], ["{ rawData: 'x' }"], ['{"a": 1,}']])('rejects %j', (body) => {
    expect(validatePlaygroundBody(body)).toBe('Invalid JSON in request body!');
  });

  it('accepts JSON', () => {
    expect(validatePlaygroundBody('{\n  "rawData": "hello"\n}')).toBeNull();
  });
});
