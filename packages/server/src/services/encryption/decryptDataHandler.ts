import { ServiceError } from '../ServiceError';
import type { Static } from 'typebox';
import type { ServiceHandler } from '../types';
import type { decryptAnswer } from './encryptionAnswers';
import { decryptData } from './decryptData';

/** POST /decrypt-data: `{ prky, encryptedData, plky }` → `{ msg, data: { rawData } }`. */
export const decryptDataHandler: ServiceHandler<Static<typeof decryptAnswer>> = async (input) => {
  const body = input.body as Record<string, unknown> | null | undefined;
  const { prky, encryptedData, plky } = body ?? {};
  if (typeof prky !== 'string' || typeof encryptedData !== 'string' || typeof plky !== 'string') {
    throw new ServiceError(400, 'prky, encryptedData and plky are required and must be strings.');
  }
  const rawData = await decryptData({ prky, encryptedData, plky });
  return { statusCode: 200, body: { msg: 'Data decrypted successfully.', data: { rawData } } };
};
