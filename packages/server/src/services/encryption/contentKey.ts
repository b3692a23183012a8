import { diffieHellman, hkdf, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import { KDF_INFO } from './format';

const hkdfAsync = promisify(hkdf);

/**
 * The AES-256 key of one message: HKDF-SHA256 over the X25519 shared secret, salted with both
 * public keys (ephemeral first, then recipient) so the key is bound to this exact pair.
 */
export async function deriveContentKey(
  privateKey: KeyObject,
  publicKey: KeyObject,
  ephemeralPublicRaw: Buffer,
  recipientPublicRaw: Buffer,
): Promise<Buffer> {
  const shared = diffieHellman({ privateKey, publicKey });
  const salt = Buffer.concat([ephemeralPublicRaw, recipientPublicRaw]);
  return Buffer.from(await hkdfAsync('sha256', shared, salt, KDF_INFO, 32));
}
