import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { ServiceError } from '../ServiceError';
import type { KeyPair } from './keyPair';

function parse(pem: string, kind: 'private' | 'public'): KeyObject {
  const name = kind === 'private' ? 'prky' : 'plky';
  const header = kind === 'private' ? 'PRIVATE KEY' : 'PUBLIC KEY';
  if (!new RegExp(`-----BEGIN ${header}-----`).test(pem)) {
    throw new ServiceError(400, `${name} must be the PEM ${kind} key returned by /encrypt-data.`);
  }
  let key: KeyObject;
  try {
    key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    throw new ServiceError(400, `${name} is not a valid PEM ${kind} key.`);
  }
  if (key.asymmetricKeyType !== 'x25519') {
    throw new ServiceError(400, `${name} must be an X25519 key as returned by /encrypt-data.`);
  }
  return key;
}

/** Parses the PEM keys of a decrypt request and checks that they belong together; 400 otherwise. */
export function parseKeys(prky: string, plky: string): KeyPair {
  const privateKey = parse(prky, 'private');
  const publicKey = parse(plky, 'public');
  const derived = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  if (!derived.equals(publicKey.export({ type: 'spki', format: 'der' }))) {
    throw new ServiceError(400, 'prky and plky are not the same key pair.');
  }
  return { privateKey, publicKey };
}
