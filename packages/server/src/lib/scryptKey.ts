import { scrypt, type ScryptOptions } from 'node:crypto';

/** Derives a scrypt key asynchronously (on the libuv pool, never blocking the event loop). */
export function scryptKey(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}
