import { constants as zlibConstants } from 'node:zlib';

/** Brotli for replies made per request (API answers, rendered pages): a low quality, fast enough for each request. */
export const REPLY_BROTLI_OPTIONS = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
