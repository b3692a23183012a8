import { formatBytes } from '../bounds/formatBytes';
import { MAX_RAW_DATA_BYTES } from '../bounds/limits';
import { ServiceError } from '../ServiceError';
import type { Static } from 'typebox';
import type { ServiceHandler } from '../types';
import type { encryptAnswer } from './encryptionAnswers';
import { encryptData } from './encryptData';

/** POST /encrypt-data: `{ rawData }` (at most MAX_RAW_DATA_BYTES of UTF-8) → `{ msg, data: { privateKey, encryptedData, publicKey } }`. */
export const encryptDataHandler: ServiceHandler<Static<typeof encryptAnswer>> = async (input) => {
  const body = input.body as { rawData?: unknown } | null | undefined;
  if (typeof body?.rawData !== 'string') throw new ServiceError(400, 'rawData is required and must be a string.');
  if (Buffer.byteLength(body.rawData, 'utf8') > MAX_RAW_DATA_BYTES) {
    throw new ServiceError(413, `rawData is too large: the limit is ${formatBytes(MAX_RAW_DATA_BYTES)} of UTF-8 text.`);
  }
  return { statusCode: 200, body: { msg: 'Data encrypted successfully.', data: await encryptData(body.rawData) } };
};
