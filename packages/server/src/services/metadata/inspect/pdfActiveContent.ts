import { inflate } from 'node:zlib';
import { promisify } from 'node:util';

const inflateAsync = promisify(inflate);

/** Active or hidden content found in a PDF's objects. */
export interface PdfActiveContent {
  javaScript: boolean;
  openAction: boolean;
  additionalActions: boolean;
  launch: boolean;
  embeddedFiles: boolean;
  encrypted: boolean;
}

/** Object streams inflated per file, and their total size: bounds against decompression bombs. */
const MAX_STREAMS = 500;
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;
/** `/ObjStm` names looked at per file (with or without a usable stream): bounds the scan of hostile files. */
export const MAX_OBJSTM_SCANNED = 10_000;

const WHITESPACE = new Set([' ', '\t', '\r', '\n', '\f', '\0']);

/** True when `/Type` (then optional whitespace) ends right before `at`, as in `/Type /ObjStm`. */
function typeNameBefore(text: string, at: number): boolean {
  let end = at;
  while (end > 0 && WHITESPACE.has(text.charAt(end - 1))) end -= 1;
  return text.startsWith('/Type', end - 5);
}

/** Offset of the data after the first `stream` + EOL at or after `from`, or -1 when there is none. */
function streamDataStart(text: string, from: number): number {
  for (let at = text.indexOf('stream', from); at >= 0; at = text.indexOf('stream', at + 6)) {
    const next = at + 6;
    if (text.charAt(next) === '\n') return next + 1;
    if (text.charAt(next) === '\r' && text.charAt(next + 1) === '\n') return next + 2;
  }
  return -1;
}

/**
 * Byte ranges of the compressed object streams (`/Type /ObjStm ... stream EOL ... endstream`). One forward
 * pass of indexOf scans (every search starts after the previous find), so the cost is linear in the file size
 * whatever its content; at most MAX_OBJSTM_SCANNED names are looked at.
 */
export function objectStreamRanges(text: string, limit = MAX_STREAMS): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (let scanned = 0; scanned < MAX_OBJSTM_SCANNED && ranges.length < limit; scanned += 1) {
    const name = text.indexOf('/ObjStm', from);
    if (name < 0) break;
    from = name + 7;
    if (!typeNameBefore(text, name)) continue;
    const start = streamDataStart(text, from);
    if (start < 0) break; // no stream anywhere after: no later object stream can have one either
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    ranges.push([start, end]);
    from = end + 9;
  }
  return ranges;
}

/** The text of the compressed object streams (where pdf-lib and others put dictionaries), within the bounds. */
async function objectStreamText(text: string, bytes: Uint8Array): Promise<string> {
  const parts: string[] = [];
  let budget = MAX_INFLATED_BYTES;
  for (const [start, end] of objectStreamRanges(text)) {
    if (budget <= 0) break;
    const inflated = await inflateAsync(bytes.subarray(start, end), { maxOutputLength: budget }).catch(() => null);
    if (inflated) {
      budget -= inflated.length;
      parts.push(inflated.toString('latin1'));
    }
  }
  return parts.join('\n');
}

/** Names with `#xx` escapes decoded, so `/J#61vaScript` reads `/JavaScript`. */
function decodeNames(text: string): string {
  return text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Scans a PDF's objects (plain and in object streams) for JavaScript, automatic actions, launch actions and attachments. */
export async function pdfActiveContent(bytes: Uint8Array): Promise<PdfActiveContent> {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const text = decodeNames(`${raw}\n${await objectStreamText(raw, bytes)}`);
  return {
    javaScript: /\/(JavaScript|JS)\b/.test(text),
    openAction: /\/OpenAction\b/.test(text),
    additionalActions: /\/AA\b/.test(text),
    launch: /\/Launch\b/.test(text),
    embeddedFiles: /\/EmbeddedFiles?\b/.test(text),
    encrypted: /\/Encrypt\b/.test(text),
  };
}
