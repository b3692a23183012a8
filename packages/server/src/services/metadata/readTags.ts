import { runExiftool } from './exiftool';

/** One metadata value as ExifTool prints it. */
export type TagValue = string | number | boolean | Array<string | number>;

/** One tag found in a file, with its ExifTool family-1 group (IFD0, GPS, XMP-dc, PDF, ...). */
export interface Tag {
  group: string;
  name: string;
  value: TagValue;
}

/** Groups describing the server's copy of the upload (temporary path, permissions), not the file. */
const SERVER_GROUPS = new Set(['System']);

/**
 * Every tag ExifTool finds in the file at `path` (`-G1`), without the server-side file system details. The answer is
 * bounded (exiftoolProcess.ts), so parsing it here is bounded too.
 */
export async function readTags(path: string): Promise<Tag[]> {
  const output = await runExiftool(['-G1', '-json', path]);
  const parsed: unknown = output.trim() === '' ? [] : JSON.parse(output);
  const raw: unknown = Array.isArray(parsed) ? parsed[0] : undefined;
  const tags: Tag[] = [];
  if (typeof raw !== 'object' || raw === null) return tags;
  for (const [key, value] of Object.entries(raw) as Array<[string, unknown]>) {
    const colon = key.indexOf(':');
    if (colon < 0 || SERVER_GROUPS.has(key.slice(0, colon))) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || Array.isArray(value)) {
      tags.push({ group: key.slice(0, colon), name: key.slice(colon + 1), value });
    }
  }
  return tags;
}
