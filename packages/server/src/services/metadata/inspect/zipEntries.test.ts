import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipHasMoreEntriesThan } from './zipEntries';

/** A zip of `count` empty stored entries. */
const zipOf = (count: number) =>
  Buffer.from(zipSync(Object.fromEntries(Array.from({ length: count }, (_, i) => [`e${i}.txt`, new Uint8Array(0)]))));
/** The same zip cut at its central directory: only the local file headers are left. */
const headless = (zip: Buffer) => zip.subarray(0, zip.readUInt32LE(zip.length - 22 + 16));

describe('zipHasMoreEntriesThan', () => {
  it('judges a zip by its entries, with or without its central directory', () => {
    expect(zipHasMoreEntriesThan(zipOf(100), 100)).toBe(false);
    expect(zipHasMoreEntriesThan(zipOf(101), 100)).toBe(true);
    expect(zipHasMoreEntriesThan(headless(zipOf(100)), 100)).toBe(false);
    expect(zipHasMoreEntriesThan(headless(zipOf(101)), 100)).toBe(true);
  });

  it('answers false for bytes that are not a zip', () => {
    expect(zipHasMoreEntriesThan(new TextEncoder().encode('PK is not enough to be a zip file'), 0)).toBe(false);
  });
});
