import { Type, type Static, type TObject } from 'typebox';
import { stringEnum } from '../../lib/stringEnum';
import { formatBytes } from '../../services/bounds/formatBytes';
import { MAX_RAW_DATA_BYTES } from '../../services/bounds/limits';
import { idempotencyHeaders } from '../idempotency/idempotencyHeaders';
import { SANDBOX_LIMITS } from './sandboxLimits';

/** A file part of a multipart body (its bytes; OpenAPI's `format: binary`). */
const filePart = (description: string) => Type.String({ format: 'binary', description });

/** The API key pair that names the caller of the gateway (and of its quota call). */
const callerHeaders = Type.Object({
  'x-api-key': Type.Optional(Type.String({ description: 'Your API key.' })),
  'x-app-username': Type.Optional(Type.String({ description: 'Your API username.' })),
});

/** The request body of one service behind the gateway: its media type and schema. */
export interface GatewayBody {
  mediaType: 'application/json' | 'multipart/form-data';
  schema: TObject;
}

/**
 * The gateway's request schemas: the one source of the types and the documentation (openapi/gatewayPaths.ts) of its
 * params, headers and, per service endpoint, request body. They describe, they do not refuse: the gateway checks the
 * key pair and the Idempotency-Key, and each service checks its own body, with the spec's own msgs (a schema error
 * would answer another msg, and before the key pair was checked). schemas.test.ts keeps the body schemas and the
 * services' checks in agreement.
 */
export const gatewaySchemas = {
  /** The service's endpoint path after the environment. */
  params: Type.Object({ '*': Type.String({ description: 'The endpoint path, e.g. encrypt-data.' }) }),
  /** The API key pair. */
  callerHeaders,
  /** The API key pair (and on live calls an Idempotency-Key). */
  headers: Type.Object({ ...callerHeaders.properties, ...idempotencyHeaders.properties }),
  /** The request bodies by endpoint path (the keys of serviceHandlers). */
  bodies: {
    '/encrypt-data': {
      mediaType: 'application/json',
      schema: Type.Object({
        rawData: Type.String({
          description: `The text to encrypt: at most ${formatBytes(MAX_RAW_DATA_BYTES)} of UTF-8 (in the sandbox, the whole JSON body at most ${SANDBOX_LIMITS.dataBytes / 1024} KB).`,
        }),
      }),
    },
    '/decrypt-data': {
      mediaType: 'application/json',
      schema: Type.Object({
        prky: Type.String({ description: 'The privateKey /encrypt-data answered (PEM).' }),
        encryptedData: Type.String({ description: 'The encryptedData /encrypt-data answered.' }),
        plky: Type.String({ description: 'The publicKey /encrypt-data answered (PEM).' }),
      }),
    },
    '/file/encrypt-pdf': {
      mediaType: 'multipart/form-data',
      schema: Type.Object({
        filepart: filePart('The PDF (the playground names the field filePart).'),
        password: Type.String({
          description:
            'The user password, at least 8 characters: up to 32 printable ASCII characters for AES-128, up to 127 bytes of UTF-8 for AES-256.',
        }),
        ownerPassword: Type.Optional(
          Type.String({ description: 'Optional (same rules as password); generated and answered when absent.' }),
        ),
        keyLength: Type.Optional(
          stringEnum(['128', '256'], {
            default: '128',
            description: 'The AES key length: 128 (the default, for old readers) or 256 (recommended).',
          }),
        ),
      }),
    },
    '/file/file-metadata': {
      mediaType: 'multipart/form-data',
      schema: Type.Object({
        file: filePart('The file (the playground names the field filePart).'),
        apiKey: Type.Optional(
          Type.String({ description: 'Your API key (documented field; the x-api-key header is what is checked).' }),
        ),
      }),
    },
  } satisfies Record<string, GatewayBody>,
};

/** The route params of a gateway call. */
export type GatewayParams = Static<typeof gatewaySchemas.params>;
/** The headers of a gateway call. */
export type GatewayHeaders = Static<typeof gatewaySchemas.headers>;
/** The body of /encrypt-data. */
export type EncryptDataBody = Static<(typeof gatewaySchemas.bodies)['/encrypt-data']['schema']>;
/** The body of /decrypt-data. */
export type DecryptDataBody = Static<(typeof gatewaySchemas.bodies)['/decrypt-data']['schema']>;
/** The text fields and file of /file/encrypt-pdf. */
export type EncryptPdfBody = Static<(typeof gatewaySchemas.bodies)['/file/encrypt-pdf']['schema']>;
/** The fields and file of /file/file-metadata. */
export type FileMetadataBody = Static<(typeof gatewaySchemas.bodies)['/file/file-metadata']['schema']>;
