import type { FastifyRequest } from 'fastify';

/** What a service handler needs from the server's configuration. */
export interface ServiceContext {
  /** Origin used in the links the services write (download links). */
  publicUrl: string;
  /** Root folder for uploads and generated files. */
  dataDir: string;
  /** Largest accepted upload in bytes; larger answers 413. */
  maxUploadBytes: number;
}

/** A successful answer of a service handler. */
export interface ServiceResult {
  statusCode: number;
  body: unknown;
}

/** Serves one endpoint; throws ServiceError for client errors. */
export type ServiceHandler = (request: FastifyRequest, ctx: ServiceContext) => Promise<ServiceResult>;
