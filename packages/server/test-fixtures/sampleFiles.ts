import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { runExiftool } from '../src/services/metadata/exiftool';

/** A valid 1×1 greyscale JPEG (JFIF), the smallest image ExifTool can write tags into. */
export const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A JPEG with a GPS position (Nairobi), an artist, a camera serial number and the editing software. */
export async function jpegWithGps(dir: string, name = 'photo.jpg'): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, TINY_JPEG);
  await runExiftool([
    '-overwrite_original',
    '-GPSLatitude=-1.2921',
    '-GPSLatitudeRef=S',
    '-GPSLongitude=36.8219',
    '-GPSLongitudeRef=E',
    '-Artist=Jane Wanjiru',
    '-SerialNumber=SN-4455-XY',
    '-Software=GIMP 2.10.34',
    '-DateTimeOriginal=2024:05:01 10:20:30',
    file,
  ]);
  return file;
}

/** A small PDF with `pages` pages of text. */
export async function plainPdf(pages = 1): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1) doc.addPage().drawText(`Page ${page}`, { x: 50, y: 700, font });
  return doc.save();
}

/** A PDF whose document information names an author. */
export async function pdfWithAuthor(author = 'Jane Wanjiru'): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.setAuthor(author);
  doc.setProducer('pdf-lib 1.17.1');
  return doc.save();
}

/** A PDF that runs JavaScript on open (OpenAction), saved with object streams as pdf-lib does by default. */
export async function pdfWithJavaScript(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hi")') });
  doc.catalog.set(PDFName.of('OpenAction'), action);
  return doc.save();
}

/** A PDF of about `bytes` bytes: pages whose uncompressed content streams draw many lines. */
export async function largePdf(bytes: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const lines: string[] = [];
  for (let line = 0; lines.length * 24 < 1_000_000; line += 1) {
    lines.push(`${(line * 37) % 600} ${(line * 91) % 800} m ${(line * 13) % 600} ${(line * 7) % 800} l S`);
  }
  const content = new TextEncoder().encode(lines.join('\n'));
  for (let size = 0; size < bytes; size += content.length) {
    doc.addPage().node.set(PDFName.of('Contents'), doc.context.register(doc.context.stream(content)));
  }
  return doc.save({ useObjectStreams: false });
}

/** A macro-enabled Word document (.docm): a zip with word/vbaProject.bin. */
export function docmWithMacro(): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>' +
        '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>',
    ),
    '_rels/.rels': strToU8('<?xml version="1.0"?><Relationships/>'),
    'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>'),
    'word/vbaProject.bin': new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]),
  });
}

/** The first bytes of a 64-bit Linux executable (ELF header). */
export function elfExecutable(): Uint8Array {
  const bytes = new Uint8Array(128);
  bytes.set([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]);
  bytes.set([2, 0, 0x3e, 0], 16); // ET_EXEC, x86-64
  return bytes;
}

/** A zip whose entry is marked encrypted (general-purpose flag bit 0) in both its local and central headers. */
export function encryptedZip(): Uint8Array {
  const zip = zipSync({ 'secret.txt': strToU8('not really encrypted, but flagged') }, { level: 0 });
  const view = Buffer.from(zip);
  view.writeUInt16LE(view.readUInt16LE(6) | 1, 6);
  const central = view.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  view.writeUInt16LE(view.readUInt16LE(central + 8) | 1, central + 8);
  return view;
}

/** A PNG chunk: length, type, data and CRC-32 of type and data. */
function pngChunk(type: string, data: Uint8Array): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
}

/**
 * A 1×1 greyscale PNG with one zTXt chunk per entry of `texts` (keyword → text, zlib-compressed at level 9). Text of
 * one repeated character compresses about 1,000 to 1: 60 MB of it makes a file of about 60 KB (a decompression bomb).
 */
export function pngWithCompressedText(texts: Record<string, string | Buffer>): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  const chunks = Object.entries(texts).map(([keyword, text]) =>
    pngChunk(
      'zTXt',
      Buffer.concat([Buffer.from(`${keyword}\0\0`, 'latin1'), deflateSync(Buffer.from(text), { level: 9 })]),
    ),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...chunks,
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0]))),
    pngChunk('IEND', new Uint8Array(0)),
  ]);
}

/**
 * A valid one-page PDF 1.5 (cross-reference stream) whose catalog, with an OpenAction running JavaScript, sits in the
 * last of its object streams, behind `dummies` object streams of one small dictionary each.
 */
export function pdfWithJavaScriptBehindObjectStreams(dummies: number): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.5\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  const add = (text: string | Buffer) => {
    const part = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
    parts.push(part);
    offset += part.length;
  };
  // Objects 1..dummies+1 are the object streams; the compressed objects follow them; the xref stream is last.
  const streams = dummies + 1;
  const compressed: Array<{ number: number; stream: number; index: number }> = [];
  const objectStream = (number: number, objects: Array<[number, string]>) => {
    let header = '';
    let body = '';
    for (const [object, text] of objects) {
      header += `${object} ${body.length} `;
      body += `${text}\n`;
    }
    const data = deflateSync(Buffer.from(header + body, 'latin1'));
    offsets[number] = offset;
    add(`${number} 0 obj\n<< /Type /ObjStm /N ${objects.length} /First ${header.length} /Filter /FlateDecode `);
    add(`/Length ${data.length} >>\nstream\n`);
    add(data);
    add('\nendstream\nendobj\n');
    objects.forEach(([object], index) => compressed.push({ number: object, stream: number, index }));
  };
  for (let i = 1; i <= dummies; i++) objectStream(i, [[streams + i, `<< /Dummy ${i} >>`]]);
  const catalog = streams + dummies + 1;
  objectStream(streams, [
    [catalog, `<< /Type /Catalog /Pages ${catalog + 1} 0 R /OpenAction ${catalog + 3} 0 R >>`],
    [catalog + 1, `<< /Type /Pages /Kids [${catalog + 2} 0 R] /Count 1 >>`],
    [catalog + 2, `<< /Type /Page /Parent ${catalog + 1} 0 R /MediaBox [0 0 612 792] >>`],
    [catalog + 3, '<< /S /JavaScript /JS (app.alert\\(1\\)) >>'],
  ]);
  const xref = catalog + 4;
  offsets[xref] = offset;
  const rows = Buffer.alloc((xref + 1) * 7);
  const row = (number: number, type: number, field2: number, field3: number) => {
    rows[number * 7] = type;
    rows.writeUInt32BE(field2, number * 7 + 1);
    rows.writeUInt16BE(field3, number * 7 + 5);
  };
  row(0, 0, 0, 65535);
  for (let number = 1; number <= streams; number++) row(number, 1, offsets[number]!, 0);
  for (const { number, stream, index } of compressed) row(number, 2, stream, index);
  row(xref, 1, offsets[xref]!, 0);
  const data = deflateSync(rows);
  add(`${xref} 0 obj\n<< /Type /XRef /Size ${xref + 1} /W [1 4 2] /Root ${catalog} 0 R /Filter /FlateDecode `);
  add(`/Length ${data.length} >>\nstream\n`);
  add(data);
  add(`\nendstream\nendobj\nstartxref\n${offsets[xref]}\n%%EOF\n`);
  return Buffer.concat(parts);
}
