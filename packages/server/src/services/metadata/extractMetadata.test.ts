import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  docmWithMacro,
  elfExecutable,
  encryptedZip,
  jpegWithGps,
  pdfWithAuthor,
  pdfWithJavaScript,
  pdfWithJavaScriptBehindObjectStreams,
} from '../../../test-fixtures/sampleFiles';
import { closeServices } from '../closeServices';
import { FileRejectedError } from '../FileRejectedError';
import { extractMetadata, type MetadataReport } from './extractMetadata';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'csi-meta-'));
});
afterAll(async () => {
  await closeServices();
  await rm(dir, { recursive: true, force: true });
});

async function inspect(filename: string, bytes: Uint8Array): Promise<MetadataReport> {
  const file = path.join(dir, `sample-${filename}`);
  await writeFile(file, bytes);
  return extractMetadata({ path: file, bytes, filename, receivedAt: new Date() });
}

const severityOf = (report: MetadataReport, finding: RegExp) =>
  report.risks.find((risk) => finding.test(risk.finding))?.severity;

describe('extractMetadata', () => {
  it('finds the GPS position, the artist, the serial number, the software and the dates of a photo', async () => {
    const file = await jpegWithGps(dir);
    const report = await extractMetadata({
      path: file,
      bytes: await readFile(file),
      filename: 'holiday.jpg',
      receivedAt: new Date(),
    });
    expect(report).toMatchObject({ filename: 'holiday.jpg', detectedType: { mime: 'image/jpeg', ext: 'jpg' } });
    expect(report.metadata.GPS).toMatchObject({ GPSLatitudeRef: 'South', GPSLongitudeRef: 'East' });
    expect(report.metadata).not.toHaveProperty('System');
    expect(report.risks[0]).toMatchObject({ severity: 'high', field: 'Composite:GPSPosition' });
    expect(report.risks[0]?.finding).toMatch(/^GPS position found: 1 deg 17' 31\.56" S, 36 deg 49' 18\.84" E\.$/);
    expect(report.risks).toContainEqual(
      expect.objectContaining({
        severity: 'medium',
        field: 'IFD0:Artist',
        finding: 'Author or owner name in IFD0:Artist: "Jane Wanjiru".',
      }),
    );
    expect(report.risks).toContainEqual(expect.objectContaining({ severity: 'medium', field: 'ExifIFD:SerialNumber' }));
    expect(report.risks).toContainEqual(expect.objectContaining({ severity: 'low', field: 'IFD0:Software' }));
    expect(severityOf(report, /^Timestamps recorded: DateTimeOriginal 2024:05:01 10:20:30/)).toBe('low');
    expect(report.risks.every((risk) => risk.advice.length > 20)).toBe(true);
  });

  it('finds the macro part of a Word file', async () => {
    const report = await inspect('letter.docm', docmWithMacro());
    expect(report.detectedType?.ext).toBe('docm');
    expect(report.risks).toContainEqual(
      expect.objectContaining({ severity: 'high', finding: 'Office macros found (word/vbaProject.bin).' }),
    );
  });

  it('flags an executable renamed to .pdf twice: as a program and as a lying extension', async () => {
    const report = await inspect('invoice.pdf', elfExecutable());
    expect(report).toMatchObject({ declaredExtension: 'pdf', detectedType: { ext: 'elf', mime: 'application/x-elf' } });
    expect(severityOf(report, /^The file is an executable program/)).toBe('high');
    expect(report.risks).toContainEqual(
      expect.objectContaining({
        severity: 'high',
        finding: 'The extension .pdf does not match the content, which is elf (application/x-elf).',
      }),
    );
  });

  it('finds the author and the producing software of a PDF', async () => {
    const report = await inspect('cv.pdf', await pdfWithAuthor());
    expect(report.metadata.PDF).toMatchObject({ Author: 'Jane Wanjiru' });
    expect(report.risks).toContainEqual(expect.objectContaining({ severity: 'medium', field: 'PDF:Author' }));
    expect(report.risks).toContainEqual(expect.objectContaining({ severity: 'low', field: 'PDF:Producer' }));
    expect(report.risks.some((risk) => risk.finding.startsWith('The extension'))).toBe(false);
  });

  it('finds JavaScript run on open inside a PDF compressed into object streams', async () => {
    const report = await inspect('form.pdf', await pdfWithJavaScript());
    expect(severityOf(report, /^Embedded JavaScript in the PDF\.$/)).toBe('high');
    expect(severityOf(report, /^Automatic actions/)).toBe('medium');
  });

  it('finds JavaScript in a catalog kept behind 520 other object streams', async () => {
    const report = await inspect('hidden.pdf', pdfWithJavaScriptBehindObjectStreams(520));
    expect(severityOf(report, /^Embedded JavaScript in the PDF\.$/)).toBe('high');
  });

  it('rejects a PDF whose object streams inflate past 32 MB with a charged 422 from its scanning thread', async () => {
    const bomb = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n', 'latin1'),
      deflateSync(Buffer.alloc(33 * 1024 * 1024, 0x20)),
      Buffer.from('\nendstream\nendobj\n%%EOF\n', 'latin1'),
    ]);
    const scan = inspect('bomb.pdf', bomb);
    await expect(scan).rejects.toBeInstanceOf(FileRejectedError);
    await expect(scan).rejects.toMatchObject({
      statusCode: 422,
      message: "The PDF's compressed objects inflate to more than 32 MB; it was rejected.",
    });
  });

  it('flags an encrypted archive', async () => {
    const report = await inspect('backup.zip', encryptedZip());
    expect(report.detectedType?.ext).toBe('zip');
    expect(report.risks).toContainEqual(
      expect.objectContaining({
        severity: 'medium',
        finding: expect.stringMatching(/^Encrypted archive: 1 of 1 entries/),
      }),
    );
  });

  it('reports created_at as the time the upload was received, not the time processing ended', async () => {
    const file = path.join(dir, 'received.txt');
    const bytes = new TextEncoder().encode('received earlier\n');
    await writeFile(file, bytes);
    const receivedAt = new Date('2024-03-01T08:30:15.250Z');
    const report = await extractMetadata({ path: file, bytes, filename: 'received.txt', receivedAt });
    expect(report.created_at).toBe('2024-03-01T08:30:15.250Z');
  });

  it('reports no risk for plain text', async () => {
    const report = await inspect('notes.txt', new TextEncoder().encode('just some notes\n'));
    expect(report).toMatchObject({ detectedType: null, declaredExtension: 'txt', risks: [], size: 16 });
    expect(report.metadata.File).toMatchObject({ FileType: 'TXT' });
  });
});
