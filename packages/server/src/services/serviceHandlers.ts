import type { TSchema } from 'typebox';
import { decryptDataHandler } from './encryption/decryptDataHandler';
import { decryptAnswer, encryptAnswer } from './encryption/encryptionAnswers';
import { encryptDataHandler } from './encryption/encryptDataHandler';
import { fileMetadataHandler } from './metadata/fileMetadataHandler';
import { encryptPdfHandler } from './pdf/encryptPdfHandler';
import type { Limiter } from './bounds/createLimiter';
import { metadataLimiter } from './metadata/fileMetadataHandler';
import { metadataAnswer } from './metadata/metadataAnswer';
import { pdfAnswer } from './pdf/pdfAnswer';
import { pdfLimiter } from './pdf/encryptPdf';
import type { ServiceHandler } from './types';

/** How the gateway mounts one security service. */
export interface ServiceEndpoint {
  method: 'POST';
  /** Body the handler reads: parsed JSON, or multipart through `request.parts()`. */
  accepts: 'json' | 'multipart';
  /** The usage log's serviceType. */
  serviceType: string;
  handler: ServiceHandler;
  /** The schema of its 200 answer: it describes the answer and filters it (nothing else leaves the server). */
  answer: TSchema;
  /** The service's worker slots: the gateway admits a call here before charging it (file services). */
  capacity?: Limiter;
}

/** The security services by endpoint path, as the gateway mounts them under csi-p/api-live and csi-p/api-sandbox. */
export const serviceHandlers: Record<string, ServiceEndpoint> = {
  '/encrypt-data': {
    method: 'POST',
    accepts: 'json',
    serviceType: 'data-security',
    handler: encryptDataHandler,
    answer: encryptAnswer,
  },
  '/decrypt-data': {
    method: 'POST',
    accepts: 'json',
    serviceType: 'data-security',
    handler: decryptDataHandler,
    answer: decryptAnswer,
  },
  '/file/encrypt-pdf': {
    method: 'POST',
    accepts: 'multipart',
    serviceType: 'pdf-security',
    handler: encryptPdfHandler,
    answer: pdfAnswer,
    capacity: pdfLimiter,
  },
  '/file/file-metadata': {
    method: 'POST',
    accepts: 'multipart',
    serviceType: 'metadata-viewer',
    handler: fileMetadataHandler,
    answer: metadataAnswer,
    capacity: metadataLimiter,
  },
};
