import type { DownloadStore } from './downloads/createDownloadStore';

/** What a service handler needs from the server's configuration. */
export interface ServiceContext {
  /** Origin used in the links the services write (download links). */
  publicUrl: string;
  /** Root folder for uploads and generated files. */
  dataDir: string;
  /** Largest accepted upload in bytes; larger answers 413. */
  maxUploadBytes: number;
  /** Where generated files go behind download links (shared by every instance on PostgreSQL). */
  downloads: DownloadStore;
}

/** The file and text fields of one multipart request. */
export interface Upload {
  /** The uploaded file, or null when none of the accepted fields carried one. */
  file: { fieldname: string; filename: string; data: Buffer } | null;
  /** Text fields by name (the first value of each). */
  fields: Record<string, string>;
}

/** What a service reads of its request: plain values and one reader, no server types. */
export interface ServiceInput {
  /** The parsed JSON body (JSON services). */
  body: unknown;
  /**
   * Reads the multipart body (file services): the file, which may come in any of `fileFields`, of at most
   * `maxBytes`, and the text fields. Throws ServiceError 415 (not multipart), 413 (too large) or 400 (another field).
   */
  readUpload(fileFields: string[], maxBytes: number): Promise<Upload>;
}

/** An answer of a service handler; a success's body is its endpoint's answer (ServiceEndpoint.answer). */
export interface ServiceResult<Body = unknown> {
  statusCode: number;
  body: Body;
}

/** Serves one endpoint from plain input; throws ServiceError for client errors. */
export type ServiceHandler<Body = unknown> = (input: ServiceInput, ctx: ServiceContext) => Promise<ServiceResult<Body>>;
