import { bodyExampleFor } from './bodyExampleFor';

// The seeded Data Security API's example: two alternatives separated by the word OR.
const example = `{
  "rawData": "Your data here"
} OR {
  "prky": "-----BEGIN PRIVATE KEY-----...",
  "encryptedData": "AQ...",
  "plky": "-----BEGIN PUBLIC KEY-----..."
}`;

describe('bodyExampleFor (SPEC section 7: /encrypt-data and /decrypt-data pick the first or second example)', () => {
  it('picks the first alternative for /encrypt-data and the second for /decrypt-data, trimmed', () => {
    expect(bodyExampleFor('/encrypt-data', example)).toBe('{\n  "rawData": "Your data here"\n}');
    expect(bodyExampleFor('/decrypt-data', example)).toBe(
      '{\n  "prky": "-----BEGIN PRIVATE KEY-----...",\n  "encryptedData": "AQ...",\n  "plky": "-----BEGIN PUBLIC KEY-----..."\n}',
    );
  });

  it('gives any other endpoint the first alternative, so the prefilled body is one JSON value', () => {
    expect(bodyExampleFor('/file/file-metadata', ` ${example} `)).toBe('{\n  "rawData": "Your data here"\n}');
    expect(bodyExampleFor('/file/file-metadata', '  {"file": "<your file>"}\n')).toBe('{"file": "<your file>"}');
  });

  it('falls back to the first alternative when /decrypt-data has no second one', () => {
    expect(bodyExampleFor('/decrypt-data', '{"rawData": "x"}')).toBe('{"rawData": "x"}');
  });

  it('does not split inside words', () => {
    expect(bodyExampleFor('/encrypt-data', '{ "rawData": "ORANGE" }')).toBe('{ "rawData": "ORANGE" }');
    expect(bodyExampleFor('/decrypt-data', '{"ORDER": "FORMAT"}')).toBe('{"ORDER": "FORMAT"}');
  });
});
