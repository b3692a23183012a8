import { randomHex } from '../../lib/randomHex';

/** A fresh social code: 16 hex characters (64 bits) from the CSPRNG. */
export const newSocialCode = (): string => randomHex(8);
