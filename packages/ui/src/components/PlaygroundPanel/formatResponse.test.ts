import { describeError, formatResponse } from './formatResponse';

describe('formatResponse', () => {
  it('indents JSON by 2 spaces', () => {
    expect(formatResponse({ msg: 'ok', data: { rawData: 'x' } })).toBe(
      '{\n  "msg": "ok",\n  "data": {\n    "rawData": "x"\n  }\n}',
    );
  });

  it('shows text as it is, and undefined as text', () => {
    expect(formatResponse('plain reply')).toBe('plain reply');
    expect(formatResponse(undefined)).toBe('undefined');
  });
});

describe('describeError', () => {
  it("prefixes the error body with 'Error: '", () => {
    expect(describeError({ msg: 'Wrong x-api-key and/or x-app-username' })).toBe(
      'Error: {\n  "msg": "Wrong x-api-key and/or x-app-username"\n}',
    );
    expect(describeError('Bad Request')).toBe('Error: Bad Request');
    expect(describeError(new Error('Network Error'))).toBe('Error: Network Error');
  });
});
