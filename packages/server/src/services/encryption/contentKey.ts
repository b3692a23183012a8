import { diffieHellman, hkdfSync, type KeyObject } from 'node:crypto';
import { KDF_INFO } from './format';

/**
 * The AES-256 key of one message: HKDF-SHA256 over the X25519 shared secret, salted with both
 * public keys (ephemeral first, then recipient) so the key is bound to this exact pair.
 *
 * On the calling thread, like the key agreement before it: HKDF is a few HMAC-SHA256 blocks (microseconds), less
 * than what sending it to libuv's thread pool costs (a job queued, a sleeping pool thread woken, its completion called
 * back).
 */
export function deriveContentKey(
  privateKey: KeyObject,
  publicKey: KeyObject,
  ephemeralPublicRaw: Buffer,
  recipientPublicRaw: Buffer,
): Buffer {
  const shared = diffieHellman({ privateKey, publicKey });
  const salt = Buffer.concat([ephemeralPublicRaw, recipientPublicRaw]);
  return Buffer.from(hkdfSync('sha256', shared, salt, KDF_INFO, 32));
}
