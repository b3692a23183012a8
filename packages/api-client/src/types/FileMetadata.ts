/** A file to inspect (POST /file/file-metadata, multipart). */
export interface FileMetadataRequest {
  /** The file, sent as `filePart`. */
  file: Blob;
}

/** The value of one metadata tag. */
export type MetadataTagValue = string | number | boolean | Array<string | number>;

/** How serious a metadata risk is. */
export type MetadataRiskSeverity = 'low' | 'medium' | 'high';

/** A privacy or security risk found in a file. */
export interface MetadataRisk {
  severity: MetadataRiskSeverity;
  /** What was found. */
  finding: string;
  /** What to do about it. */
  advice: string;
  /** The metadata field (`Group:Tag`) it was found in, when it came from one. */
  field?: string;
}

/** Data of the /file/file-metadata reply. */
export interface FileMetadataReply {
  /** Name the file was sent with. */
  filename: string;
  /** Size in bytes. */
  size: number;
  /** When the server received the file (ISO 8601). */
  created_at: string;
  /** The type read from the content; `null` for text and unknown formats. */
  detectedType: { mime: string; ext: string } | null;
  /** Extension of the file name, lower case without the dot (`''` when none). */
  declaredExtension: string;
  /** Every tag found, by group (`IFD0`, `GPS`, `XMP-dc`, `PDF`, ...). */
  metadata: Record<string, Record<string, MetadataTagValue>>;
  /** Risks, most severe first. */
  risks: MetadataRisk[];
}
