import { createPublicKey, generateKeyPair as generateKeyPairCallback, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const generateX25519 = promisify(generateKeyPairCallback);

/** An X25519 key pair. */
export interface KeyPair {
  publicKey: KeyObject;
  privateKey: KeyObject;
}

/** Generates a fresh X25519 key pair on libuv's thread pool, so the event loop never waits for it. */
export async function generateKeyPair(): Promise<KeyPair> {
  return generateX25519('x25519');
}

/** The 32 raw bytes of an X25519 public key. */
export function rawPublicKey(publicKey: KeyObject): Buffer {
  const { x } = publicKey.export({ format: 'jwk' });
  return Buffer.from(x ?? '', 'base64url');
}

/** The X25519 public key with these 32 raw bytes. */
export function publicKeyFromRaw(raw: Buffer): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: raw.toString('base64url') }, format: 'jwk' });
}
