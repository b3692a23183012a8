import { randomHex } from '../../lib/randomHex';

/** A fresh API key `csi_<48 hex>` (192 bits from the CSPRNG); hex has no underscore, so the key mask can split it. */
export const newApiKey = (): string => `csi_${randomHex(24)}`;
