import { inflateSync } from 'node:zlib';

/**
 * The text a simple PDF shows (pdf-lib's output with the standard fonts): every content stream, inflated when it is
 * compressed, and the strings of its Tj operators, hex `<...>` or literal `(...)`. Enough for tests to read a
 * receipt; not a general PDF reader.
 */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1');
  const texts: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(match[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/(?:<([0-9A-Fa-f\s]*)>|\(((?:\\.|[^\\)])*)\))\s*Tj/g)) {
      texts.push(op[1] !== undefined ? Buffer.from(op[1].replace(/\s/g, ''), 'hex').toString('latin1') : (op[2] ?? ''));
    }
  }
  return texts.join('\n');
}
