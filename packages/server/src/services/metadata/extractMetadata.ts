import path from 'node:path';
import { archiveEncryption } from './inspect/archiveEncryption';
import { oleHasMacros } from './inspect/oleHasMacros';
import { pdfActiveContentInWorker } from './inspect/pdfActiveContentInWorker';
import { zipEntries } from './inspect/zipEntries';
import { readTags, type Tag, type TagValue } from './readTags';
import { findRisks } from './risks/findRisks';
import type { Risk } from './risks/types';
import { sniffType, type DetectedType } from './sniffType';
import { isPdf } from '../pdf/pdfSniff';

/** The answer of /file/file-metadata (`data`). */
export interface MetadataReport {
  /** Name the client gave the file. */
  filename: string;
  /** Size in bytes. */
  size: number;
  /** When the server received the file (ISO 8601). */
  created_at: string;
  /** Type shown by the content, or null for text and unknown formats. */
  detectedType: DetectedType | null;
  /** Extension of the given name, lower case without the dot ('' when none). */
  declaredExtension: string;
  /** Every tag ExifTool found, by group (IFD0, ExifIFD, GPS, XMP-dc, PDF, ...). */
  metadata: Record<string, Record<string, TagValue>>;
  /** Privacy and security risks, most severe first. */
  risks: Risk[];
}

/** The file to inspect. */
export interface MetadataInput {
  /** Where a copy of the upload is on disk (ExifTool reads it there). */
  path: string;
  bytes: Uint8Array;
  /** Name the client gave the file. */
  filename: string;
  /** When the server finished receiving the upload (reported as `created_at`). */
  receivedAt: Date;
}

function groupTags(tags: Tag[]): MetadataReport['metadata'] {
  const groups: MetadataReport['metadata'] = {};
  for (const tag of tags) (groups[tag.group] ??= {})[tag.name] = tag.value;
  return groups;
}

/** Reads all metadata of a file (ExifTool), its true type (content sniffing) and the risks they reveal. */
export async function extractMetadata({
  path: filePath,
  bytes,
  filename,
  receivedAt,
}: MetadataInput): Promise<MetadataReport> {
  const declaredExtension = path.extname(filename).slice(1).toLowerCase();
  const [tags, detectedType, pdf] = await Promise.all([
    readTags(filePath),
    sniffType(bytes),
    isPdf(bytes) ? pdfActiveContentInWorker(filePath) : null,
  ]);
  const zip = zipEntries(bytes);
  const risks = findRisks({
    tags,
    detectedType,
    declaredExtension,
    bytes,
    zip,
    pdf,
    oleMacros: oleHasMacros(bytes),
    lockedArchive: archiveEncryption(bytes),
  });
  return {
    filename,
    size: bytes.length,
    created_at: receivedAt.toISOString(),
    detectedType,
    declaredExtension,
    metadata: groupTags(tags),
    risks,
  };
}
