import { createCipheriv, randomBytes } from 'node:crypto';
import { deriveContentKey } from './contentKey';
import { encodeEnvelope, envelopeHeader } from './format';
import { generateKeyPair, rawPublicKey } from './keyPair';

/** The answer of /encrypt-data: a fresh key pair as PEM and the ciphertext. */
export interface EncryptedData {
  /** PKCS#8 PEM of the recipient's X25519 private key. */
  privateKey: string;
  /** Base64 envelope, see format.ts. */
  encryptedData: string;
  /** SPKI PEM of the recipient's X25519 public key. */
  publicKey: string;
}

/**
 * Encrypts UTF-8 text of any length for a fresh recipient key pair: an ephemeral X25519 key agreement,
 * HKDF-SHA256 and AES-256-GCM (ECIES). Only the returned private key can decrypt it.
 */
export async function encryptData(rawData: string): Promise<EncryptedData> {
  const [recipient, ephemeral] = await Promise.all([generateKeyPair(), generateKeyPair()]);
  const ephemeralPublicKey = rawPublicKey(ephemeral.publicKey);
  const key = deriveContentKey(
    ephemeral.privateKey,
    recipient.publicKey,
    ephemeralPublicKey,
    rawPublicKey(recipient.publicKey),
  );
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(envelopeHeader(ephemeralPublicKey, nonce));
  const ciphertext = Buffer.concat([cipher.update(rawData, 'utf8'), cipher.final()]);
  return {
    privateKey: recipient.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    encryptedData: encodeEnvelope({ ephemeralPublicKey, nonce, ciphertext, tag: cipher.getAuthTag() }),
    publicKey: recipient.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}
