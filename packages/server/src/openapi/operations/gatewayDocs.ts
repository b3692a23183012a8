import { formatBytes } from '../../services/bounds/formatBytes';
import { BUSY_MESSAGE, FILE_JOB_BUSY_MESSAGE, MAX_RAW_DATA_BYTES, TIMEOUT_MESSAGE } from '../../services/bounds/limits';
import { DECRYPTION_FAILED } from '../../services/encryption/decryptData';
import type { ErrorMessages } from '../docResponses';

/** The documentation of one security service behind the gateway. */
export interface ServiceDoc {
  summary: string;
  /**
   * An example request body, from the spec's body examples (the body's media type and schema are the gateway's own,
   * modules/gateway/schemas.ts).
   */
  bodyExample?: unknown;
  /** An example of the 200 answer (its schema is the service's own, ServiceEndpoint.answer). */
  answer: { example: unknown };
  /** The service's own refusals. */
  errors: ErrorMessages;
}

const FILE_ERRORS: ErrorMessages = {
  413: [`File too large: the limit is ${formatBytes(25 * 1024 * 1024)}.`],
  415: ['Expected a multipart/form-data request.'],
  422: [TIMEOUT_MESSAGE],
  503: [BUSY_MESSAGE, FILE_JOB_BUSY_MESSAGE],
};

/** The services by endpoint path (the keys of serviceHandlers). */
export const gatewayDocs: Record<string, ServiceDoc> = {
  '/encrypt-data': {
    summary: 'Encrypt text with a fresh public/private key pair',
    bodyExample: { rawData: 'Your data here' },
    answer: {
      example: {
        msg: 'Data encrypted successfully.',
        data: {
          privateKey: '-----BEGIN PRIVATE KEY-----...',
          encryptedData: 'AQ...',
          publicKey: '-----BEGIN PUBLIC KEY-----...',
        },
      },
    },
    errors: {
      400: ['rawData is required and must be a string.'],
      413: [`rawData is too large: the limit is ${formatBytes(MAX_RAW_DATA_BYTES)} of UTF-8 text.`],
    },
  },
  '/decrypt-data': {
    summary: 'Decrypt data with the key pair /encrypt-data answered',
    bodyExample: {
      prky: '-----BEGIN PRIVATE KEY-----...',
      encryptedData: 'AQ...',
      plky: '-----BEGIN PUBLIC KEY-----...',
    },
    answer: {
      example: { msg: 'Data decrypted successfully.', data: { rawData: 'Your data here' } },
    },
    errors: { 400: ['prky, encryptedData and plky are required and must be strings.', DECRYPTION_FAILED] },
  },
  '/file/encrypt-pdf': {
    summary: 'Encrypt a PDF with a password (AES-128 by default); answers a download link valid 1 hour',
    answer: {
      example: {
        msg: 'PDF encrypted with AES-128. The download link expires in 1 hour.',
        status: 'success',
        data: 'https://api.example.com/files/download/0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
      },
    },
    errors: {
      ...FILE_ERRORS,
      400: ['A PDF file is required in the filePart (or filepart) field.', 'password is required.'],
      415: ['The uploaded file is not a PDF: its content has no PDF header.'],
    },
  },
  '/file/file-metadata': {
    summary: 'Extract a file’s metadata and identify its privacy and security risks',
    answer: {
      example: {
        msg: 'Metadata extracted successfully.',
        data: { filename: 'photo.jpg', size: 245760, created_at: '2026-11-25T07:00:00.000Z' },
      },
    },
    errors: { ...FILE_ERRORS, 400: ['A file is required in the file field.', 'The uploaded file is empty.'] },
  },
};
