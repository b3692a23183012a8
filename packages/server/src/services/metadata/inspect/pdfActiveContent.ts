import { inflateSync } from 'node:zlib';
import { PROCESSING_TIMEOUT_MS, TIMEOUT_MESSAGE } from '../../bounds/limits';
import { FileRejectedError } from '../../FileRejectedError';

/** Active or hidden content found in a PDF's objects. */
export interface PdfActiveContent {
  javaScript: boolean;
  openAction: boolean;
  additionalActions: boolean;
  launch: boolean;
  embeddedFiles: boolean;
  encrypted: boolean;
}

/**
 * Bytes the object streams of one PDF may inflate to in all. Object streams hold dictionaries only (page content and
 * images are streams of their own), so a real file stays far below; a file beyond is rejected, never partly scanned:
 * there is no cut-off (of streams, names or bytes) behind which active content could hide.
 */
export const MAX_OBJECT_STREAM_BYTES = 32 * 1024 * 1024;

/** Answer for a PDF whose object streams inflate to more than MAX_OBJECT_STREAM_BYTES. */
export const OBJECT_STREAMS_TOO_LARGE_MESSAGE = `The PDF's compressed objects inflate to more than ${MAX_OBJECT_STREAM_BYTES / (1024 * 1024)} MB; it was rejected.`;

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
 * Byte ranges of every compressed object stream (`/Type /ObjStm ... stream EOL ... endstream`). One forward pass of
 * indexOf scans (every search starts after the previous find), so the cost is linear in the file size whatever its
 * content.
 */
export function objectStreamRanges(text: string): Array<[number, number]> {
  const ranges: Array<[number, number]> = [];
  let from = 0;
  for (;;) {
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

/**
 * The text of all compressed object streams (where pdf-lib and others put dictionaries). Each is inflated at once
 * (`inflateSync`: a file of many small streams costs a tenth of what one libuv round trip per stream costs), so call
 * this off the event loop (pdfActiveContentInWorker); a file whose streams inflate past MAX_OBJECT_STREAM_BYTES, or
 * that takes longer than the processing timeout, is rejected (FileRejectedError 422). A stream that does not inflate
 * is skipped.
 */
function objectStreamText(text: string, bytes: Uint8Array): string {
  const parts: string[] = [];
  let budget = MAX_OBJECT_STREAM_BYTES;
  const deadline = Date.now() + PROCESSING_TIMEOUT_MS;
  for (const [start, end] of objectStreamRanges(text)) {
    if (Date.now() > deadline) throw new FileRejectedError(422, TIMEOUT_MESSAGE);
    let inflated: Buffer | null = null;
    try {
      inflated = inflateSync(bytes.subarray(start, end), { maxOutputLength: Math.max(1, budget) });
    } catch (error) {
      if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') {
        throw new FileRejectedError(422, OBJECT_STREAMS_TOO_LARGE_MESSAGE);
      }
    }
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

/**
 * Scans a PDF's objects (plain and in object streams) for JavaScript, automatic actions, launch actions and
 * attachments. Its work is synchronous and may take a large file's inflate budget: the service runs it in a worker
 * thread (pdfActiveContentInWorker).
 */
export async function pdfActiveContent(bytes: Uint8Array): Promise<PdfActiveContent> {
  const raw = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length).toString('latin1');
  const text = decodeNames(`${raw}\n${objectStreamText(raw, bytes)}`);
  return {
    javaScript: /\/(JavaScript|JS)\b/.test(text),
    openAction: /\/OpenAction\b/.test(text),
    additionalActions: /\/AA\b/.test(text),
    launch: /\/Launch\b/.test(text),
    embeddedFiles: /\/EmbeddedFiles?\b/.test(text),
    encrypted: /\/Encrypt\b/.test(text),
  };
}
