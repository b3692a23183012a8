import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** What a sealed value protects; bound into the seal, so a value sealed for one purpose never opens as another. */
export type SealPurpose = 'api-key' | 'idempotency-answer' | 'totp-secret';

/** Secrets at rest (docs/security.md "Secrets at rest"): keyed lookup hashes and sealed values, from one server key. */
export interface SecretBox {
  /** HMAC-SHA256 of an API key (hex): what the users table finds a key by, useless without the server key. */
  apiKeyHash(apiKey: string): string;
  /** `plain` encrypted with AES-256-GCM (a fresh 96-bit nonce each time), as text starting with SEALED_PREFIX. */
  seal(plain: string, purpose: SealPurpose): string;
  /** The plain text of a value `seal` made for `purpose`; throws when another key sealed it or it was altered. */
  open(sealed: string, purpose: SealPurpose): string;
}

/** How every sealed value starts (version 1: nonce, ciphertext and tag, base64url). */
export const SEALED_PREFIX = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** True for text `seal` made (a value written before sealing existed is plain). */
export const isSealed = (text: string): boolean => text.startsWith(SEALED_PREFIX);

/**
 * The box over `serverKey` (32 bytes or more). Lookup and sealing use separate keys derived with HKDF-SHA256, so
 * neither use can weaken the other.
 */
export function createSecretBox(serverKey: Uint8Array): SecretBox {
  const derive = (info: string) => Buffer.from(hkdfSync('sha256', serverKey, new Uint8Array(0), info, 32));
  const lookupKey = derive('csi api key lookup v1');
  const sealKey = derive('csi sealed values v1');
  return {
    apiKeyHash: (apiKey) => createHmac('sha256', lookupKey).update(apiKey, 'utf8').digest('hex'),
    seal(plain, purpose) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', sealKey, nonce).setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, purpose) {
      if (!isSealed(sealed)) throw new Error(`Not a sealed ${purpose}.`);
      const bytes = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      if (bytes.length < NONCE_BYTES + TAG_BYTES) throw new Error(`A sealed ${purpose} is cut short.`);
      const decipher = createDecipheriv('aes-256-gcm', sealKey, bytes.subarray(0, NONCE_BYTES))
        .setAAD(Buffer.from(purpose))
        .setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const body = bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
