import { PLAYGROUND_METHODS, type PlaygroundEnvironment, type PlaygroundMethod, playgroundPath } from '@csi/contract';
import type { Method } from 'axios';
import { ApiError } from '../errors';
import type { ApiRequest, CallOptions } from '../request';
import type { DecryptDataReply, DecryptDataRequest, EncryptDataReply, EncryptDataRequest } from '../types/DataSecurity';
import type { Envelope } from '../types/Envelope';
import type { FileMetadataReply, FileMetadataRequest } from '../types/FileMetadata';
import type { PdfEncryptReply, PdfEncryptRequest } from '../types/PdfEncrypt';
import type { Quota } from '../types/Quota';
import { validatePlaygroundBody } from '../validators/validatePlaygroundBody';

/** An extra multipart field of a FILE call. */
export interface PlaygroundField {
  key: string;
  value: string;
}

/** Who calls the security APIs, and through which gateway. */
export interface PlaygroundCaller {
  environment: PlaygroundEnvironment;
  /** Sent as `x-api-key`. */
  apiKey: string;
  /** Sent as `x-app-username`. */
  apiUsername: string;
}

/** One playground call. */
export interface PlaygroundSendParams extends PlaygroundCaller {
  /** Endpoint path, e.g. `/encrypt-data`. */
  endpoint: string;
  method: PlaygroundMethod;
  /** JSON text for POST and PUT. */
  body?: string;
  /** The file of a FILE call, sent as `filePart`. */
  file?: Blob;
  /** The PDF password of a FILE call, sent when non-empty. */
  password?: string;
  /** Extra FILE fields, each sent only when key and value are both non-empty. */
  fields?: PlaygroundField[];
  /** Called as a FILE call's body is sent (see RequestOptions.onUploadProgress). */
  onUploadProgress?: CallOptions['onUploadProgress'];
}

/** The multipart body of a FILE call. */
function fileForm({
  file,
  password,
  fields = [],
}: Pick<PlaygroundSendParams, 'file' | 'password' | 'fields'>): FormData {
  const form = new FormData();
  if (file) form.append('filePart', file);
  if (password) form.append('password', password);
  for (const { key, value } of fields) {
    if (key.trim() && value.trim()) form.append(key.trim(), value);
  }
  return form;
}

/** The body of a call; invalid JSON throws the validator's message. */
function bodyOf(params: PlaygroundSendParams): unknown {
  if (params.method === 'FILE') return fileForm(params);
  if (params.method === 'GET' || params.method === 'DELETE') return undefined;
  const body = params.body ?? '';
  const invalid = validatePlaygroundBody(body);
  if (invalid) throw new ApiError(0, invalid, undefined, { code: 'INVALID_INPUT' });
  return JSON.parse(body);
}

/**
 * Calls the security APIs through the live or sandbox gateway with the user's API credentials: `send`
 * for any endpoint and method (the playground), and typed helpers for the documented APIs.
 */
export function createPlaygroundResource(request: ApiRequest) {
  const gateway = <T>(
    caller: PlaygroundCaller,
    endpoint: string,
    method: Method,
    data: unknown,
    options?: CallOptions,
  ) =>
    request<T>(
      {
        method,
        path: playgroundPath(caller.environment, endpoint),
        headers: { 'x-api-key': caller.apiKey, 'x-app-username': caller.apiUsername },
        data,
      },
      options,
    );
  return {
    /**
     * What the key's account has left: wallet, this month's charges, the gateway window and the sandbox quota, read
     * with the key pair (GET csi-p/quota; counts against no limit, the same in both environments).
     */
    quota: (caller: Omit<PlaygroundCaller, 'environment'>, options?: CallOptions) =>
      request<Envelope<Quota>>(
        { path: 'csi-p/quota', headers: { 'x-api-key': caller.apiKey, 'x-app-username': caller.apiUsername } },
        options,
      ),
    /** Sends one call; resolves with the answer body ('Invalid method', invalid JSON: ApiError, nothing sent). */
    send: async (params: PlaygroundSendParams, options?: CallOptions) => {
      if (!PLAYGROUND_METHODS.includes(params.method)) {
        throw new ApiError(0, 'Invalid method', undefined, { code: 'INVALID_INPUT' });
      }
      const method = params.method === 'FILE' ? 'POST' : params.method;
      return gateway<unknown>(params, params.endpoint, method, bodyOf(params), {
        onUploadProgress: params.onUploadProgress,
        ...options,
      });
    },
    /** Encrypts text for a fresh key pair (POST /encrypt-data). */
    encryptData: (caller: PlaygroundCaller, body: EncryptDataRequest, options?: CallOptions) =>
      gateway<Envelope<EncryptDataReply>>(caller, '/encrypt-data', 'POST', body, options),
    /** Decrypts what {@link encryptData} answered (POST /decrypt-data). */
    decryptData: (caller: PlaygroundCaller, body: DecryptDataRequest, options?: CallOptions) =>
      gateway<Envelope<DecryptDataReply>>(caller, '/decrypt-data', 'POST', body, options),
    /** Protects a PDF with a password; `data` is the download link (POST /file/encrypt-pdf, multipart). */
    encryptPdf: (
      caller: PlaygroundCaller,
      { file, password, ownerPassword = '', keyLength }: PdfEncryptRequest,
      options?: CallOptions,
    ) =>
      gateway<PdfEncryptReply>(
        caller,
        '/file/encrypt-pdf',
        'POST',
        fileForm({
          file,
          password,
          fields: [
            { key: 'ownerPassword', value: ownerPassword },
            { key: 'keyLength', value: keyLength ? String(keyLength) : '' },
          ],
        }),
        options,
      ),
    /** The metadata and privacy risks of a file (POST /file/file-metadata, multipart with the documented apiKey field). */
    fileMetadata: (caller: PlaygroundCaller, { file }: FileMetadataRequest, options?: CallOptions) =>
      gateway<Envelope<FileMetadataReply>>(
        caller,
        '/file/file-metadata',
        'POST',
        fileForm({ file, fields: [{ key: 'apiKey', value: caller.apiKey }] }),
        options,
      ),
  };
}

/** The playground resource of a client. */
export type PlaygroundResource = ReturnType<typeof createPlaygroundResource>;
