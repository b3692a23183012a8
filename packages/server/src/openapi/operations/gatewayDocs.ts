import { formatBytes } from '../../services/bounds/formatBytes';
import { BUSY_MESSAGE, FILE_JOB_BUSY_MESSAGE, MAX_RAW_DATA_BYTES, TIMEOUT_MESSAGE } from '../../services/bounds/limits';
import { DECRYPTION_FAILED } from '../../services/encryption/decryptData';
import type { ErrorMessages } from '../docResponses';

const str = { type: 'string' } as const;
const binary = { type: 'string', format: 'binary' } as const;
const fields = (properties: Record<string, object>, required = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});

/** The documentation of one security service behind the gateway. */
export interface ServiceDoc {
  summary: string;
  /** Media type and schema of the request body, with an example from the spec's body examples. */
  body: { mediaType: string; schema: object; example?: unknown };
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
    body: { mediaType: 'application/json', schema: fields({ rawData: str }), example: { rawData: 'Your data here' } },
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
    body: {
      mediaType: 'application/json',
      schema: fields({ prky: str, encryptedData: str, plky: str }),
      example: {
        prky: '-----BEGIN PRIVATE KEY-----...',
        encryptedData: 'AQ...',
        plky: '-----BEGIN PUBLIC KEY-----...',
      },
    },
    answer: {
      example: { msg: 'Data decrypted successfully.', data: { rawData: 'Your data here' } },
    },
    errors: { 400: ['prky, encryptedData and plky are required and must be strings.', DECRYPTION_FAILED] },
  },
  '/file/encrypt-pdf': {
    summary: 'Encrypt a PDF with a password (AES-128 by default); answers a download link valid 1 hour',
    body: {
      mediaType: 'multipart/form-data',
      schema: fields(
        {
          filepart: { ...binary, description: 'The PDF (the playground names the field filePart).' },
          password: { ...str, description: 'The user password.' },
          ownerPassword: { ...str, description: 'Optional; generated and answered when absent.' },
          keyLength: { type: 'string', enum: ['128', '256'], default: '128' },
        },
        ['filepart', 'password'],
      ),
    },
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
    body: {
      mediaType: 'multipart/form-data',
      schema: fields(
        {
          file: { ...binary, description: 'The file (the playground names the field filePart).' },
          apiKey: { ...str, description: 'Your API key (documented field; the x-api-key header is what is checked).' },
        },
        ['file'],
      ),
    },
    answer: {
      example: {
        msg: 'Metadata extracted successfully.',
        data: { filename: 'photo.jpg', size: 245760, created_at: '2026-11-25T07:00:00.000Z' },
      },
    },
    errors: { ...FILE_ERRORS, 400: ['A file is required in the file field.', 'The uploaded file is empty.'] },
  },
};
