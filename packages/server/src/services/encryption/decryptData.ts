import { createDecipheriv } from 'node:crypto';
import { ServiceError } from '../ServiceError';
import { deriveContentKey } from './contentKey';
import { decodeEnvelope, envelopeHeader } from './format';
import { publicKeyFromRaw, rawPublicKey } from './keyPair';
import { parseKeys } from './parseKeys';

/** The fields of a /decrypt-data request. */
export interface DecryptRequest {
  /** PEM private key from /encrypt-data. */
  prky: string;
  /** Base64 envelope from /encrypt-data. */
  encryptedData: string;
  /** PEM public key from /encrypt-data. */
  plky: string;
}

/** Answer when the keys do not open the envelope. */
export const DECRYPTION_FAILED = 'Decryption failed: the keys do not match this data or the data was altered.';

/** Decrypts an envelope made by encryptData; any wrong key, tampering or garbage throws ServiceError 400. */
export async function decryptData({ prky, encryptedData, plky }: DecryptRequest): Promise<string> {
  const recipient = parseKeys(prky, plky);
  const envelope = decodeEnvelope(encryptedData);
  try {
    const key = deriveContentKey(
      recipient.privateKey,
      publicKeyFromRaw(envelope.ephemeralPublicKey),
      envelope.ephemeralPublicKey,
      rawPublicKey(recipient.publicKey),
    );
    const decipher = createDecipheriv('aes-256-gcm', key, envelope.nonce);
    decipher.setAAD(envelopeHeader(envelope.ephemeralPublicKey, envelope.nonce));
    decipher.setAuthTag(envelope.tag);
    const plain = Buffer.concat([decipher.update(envelope.ciphertext), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new ServiceError(400, DECRYPTION_FAILED);
  }
}
