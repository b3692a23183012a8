/** First path segments served by the API server; every other path may be a page of the site. */
export const API_PATH_PREFIXES: readonly string[] = [
  'usfw',
  'api',
  'v1',
  'csi-p',
  'articles',
  'payment_gtw',
  'project',
  'images',
  'files',
  'healthz',
  'readyz',
  'jsons',
  'markups',
];
