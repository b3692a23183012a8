import type { LockedArchive } from '../inspect/archiveEncryption';
import type { PdfActiveContent } from '../inspect/pdfActiveContent';
import type { ZipEntry } from '../inspect/zipEntries';
import type { Tag } from '../readTags';
import type { DetectedType } from '../sniffType';

/** How much a finding matters. */
export type Severity = 'low' | 'medium' | 'high';

/** One privacy or security risk found in a file. */
export interface Risk {
  severity: Severity;
  /** What was found. */
  finding: string;
  /** What to do about it. */
  advice: string;
  /** The metadata field (`Group:Tag`) it was found in, when it came from one. */
  field?: string;
}

/** Everything the rules look at. */
export interface RiskContext {
  tags: Tag[];
  detectedType: DetectedType | null;
  /** Extension of the uploaded name, lower case without the dot ('' when none). */
  declaredExtension: string;
  bytes: Uint8Array;
  /** Entries of a zip-based file (zip, docx, ...), else null. */
  zip: ZipEntry[] | null;
  /** Active content of a PDF, else null. */
  pdf: PdfActiveContent | null;
  /** A legacy Office file with a VBA project. */
  oleMacros: boolean;
  /** A password-protected 7z or RAR archive, else null. */
  lockedArchive: LockedArchive | null;
}

/** One rule: the risks it finds in a file (none: empty list). */
export type RiskRule = (context: RiskContext) => Risk[];
