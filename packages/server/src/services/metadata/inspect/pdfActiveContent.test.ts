import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfWithJavaScriptBehindObjectStreams } from '../../../../test-fixtures/sampleFiles';
import { objectStreamRanges, pdfActiveContent } from './pdfActiveContent';

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

  it('scans every object stream, however many: a catalog behind 520 others is found', async () => {
    const hidden = pdfWithJavaScriptBehindObjectStreams(520);
    expect(objectStreamRanges(hidden.toString('latin1'))).toHaveLength(521);
    expect(await pdfActiveContent(hidden)).toEqual({ ...NOTHING, javaScript: true, openAction: true });
    const many = '/Type /ObjStm\nstream\nx\nendstream\n'.repeat(15_000);
    expect(objectStreamRanges(many)).toHaveLength(15_000);
  });

  it('rejects a PDF whose object streams inflate to more than 32 MB with 422 rather than scan part of it', async () => {
    const bomb = Buffer.concat([
      latin1('%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n'),
      deflateSync(Buffer.alloc(33 * 1024 * 1024, 0x20)),
      latin1('\nendstream\nendobj\n%%EOF\n'),
    ]);
    await expect(pdfActiveContent(bomb)).rejects.toMatchObject({
      statusCode: 422,
      message: "The PDF's compressed objects inflate to more than 32 MB; it was rejected.",
    });
  });
});
