import { randomBytes } from 'node:crypto';

/** `bytes` bytes from the CSPRNG, as lowercase hex. */
export const randomHex = (bytes: number): string => randomBytes(bytes).toString('hex');
