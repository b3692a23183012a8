import { bodyExampleFor } from './bodyExampleFor';

const example = '{\n  "rawData": "hello"\n}\nOR\n{\n  "prky": "k1",\n  "encryptedData": "e",\n  "plky": "k2"\n}';

describe('bodyExampleFor', () => {
  it('gives /encrypt-data the first alternative and /decrypt-data the second', () => {
    expect(bodyExampleFor(example, '/encrypt-data')).toBe('{\n  "rawData": "hello"\n}');
    expect(bodyExampleFor(example, '/decrypt-data')).toBe(
      '{\n  "prky": "k1",\n  "encryptedData": "e",\n  "plky": "k2"\n}',
    );
  });

  it('gives any other endpoint the first alternative', () => {
    expect(bodyExampleFor(example, '/file/file-metadata')).toBe('{\n  "rawData": "hello"\n}');
  });

  it('splits on the word OR only, not on letters inside words or values', () => {
    expect(bodyExampleFor('{"ORDER": "FORMAT"}', '/decrypt-data')).toBe('{"ORDER": "FORMAT"}');
  });

  it('returns a single example whole, trimmed', () => {
    expect(bodyExampleFor('  {"rawData": "x"}\n', '/encrypt-data')).toBe('{"rawData": "x"}');
  });
});
