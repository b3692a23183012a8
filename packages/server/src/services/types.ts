import type { FastifyRequest } from 'fastify';
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

/** A successful answer of a service handler. */
export interface ServiceResult {
  statusCode: number;
  body: unknown;
}

/** Serves one endpoint; throws ServiceError for client errors. */
export type ServiceHandler = (request: FastifyRequest, ctx: ServiceContext) => Promise<ServiceResult>;
