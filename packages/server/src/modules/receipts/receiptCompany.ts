/**
 * The company as a receipt names it: the same details the site's contact page shows
 * (packages/site/src/content/company.ts), which the server cannot import.
 */
export const RECEIPT_COMPANY = {
  name: 'CSI Cyber Security Solutions',
  location: 'Westlands, Nairobi, Kenya',
  website: 'https://csi.co.ke',
  email: 'info@csi.co.ke',
  phone: '+254 700 123 456',
} as const;
