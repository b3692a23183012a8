import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MAX_OBJSTM_SCANNED, objectStreamRanges, pdfActiveContent } from './pdfActiveContent';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

/** A PDF-looking file with one object stream holding `dictionary`, its header written as `header`. */
function withObjectStream(dictionary: string, header = '/Type /ObjStm /N 1 /First 4', eol = '\n'): Buffer {
  return Buffer.concat([
    latin1(`%PDF-1.7\n1 0 obj\n<< ${header} /Filter /FlateDecode >>\nstream${eol}`),
    deflateSync(latin1(`2 0 ${dictionary}`)),
    latin1('\nendstream\nendobj\n%%EOF\n'),
  ]);
}

const NOTHING = {
  javaScript: false,
  openAction: false,
  additionalActions: false,
  launch: false,
  embeddedFiles: false,
  encrypted: false,
};

describe('pdfActiveContent', () => {
  it('finds JavaScript and an OpenAction inside a compressed object stream (LF and CRLF, spaced or not)', async () => {
    const action = '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>';
    for (const file of [
      withObjectStream(action),
      withObjectStream(action, '/Type/ObjStm/N 1/First 4', '\r\n'),
      withObjectStream(action, '/Type\n/ObjStm /N 1 /First 4'),
    ]) {
      expect(await pdfActiveContent(file)).toEqual({ ...NOTHING, javaScript: true, openAction: true });
    }
  });

  it('ignores /ObjStm that is not the value of /Type', async () => {
    expect(objectStreamRanges('<< /Kind /ObjStm >>\nstream\nxx\nendstream')).toEqual([]);
  });

  it('scans a hostile 2 MB file of object-stream headers without streams in linear time and finds nothing', async () => {
    // The old `/\/Type\s*\/ObjStm[^]*?stream\r?\n/g` took minutes on this (quadratic), failing the test timeout.
    const hostile = latin1(`%PDF-1.7\n${'/Type/ObjStm '.repeat(160_000)}`);
    expect(hostile.length).toBeGreaterThan(2_000_000);
    expect(objectStreamRanges(hostile.toString('latin1'))).toEqual([]);
    expect(await pdfActiveContent(hostile)).toEqual(NOTHING);
  });

  it(`looks at no more than ${MAX_OBJSTM_SCANNED} object-stream names per file`, () => {
    const many = '/Type /ObjStm\nstream\nx\nendstream\n'.repeat(MAX_OBJSTM_SCANNED + 5_000);
    expect(objectStreamRanges(many, Number.POSITIVE_INFINITY)).toHaveLength(MAX_OBJSTM_SCANNED);
    expect(objectStreamRanges(many)).toHaveLength(500);
  });
});
