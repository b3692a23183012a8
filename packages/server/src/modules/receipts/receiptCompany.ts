import { companyDetails } from '@csi/contract';
import type { Receipt } from './Receipt';

/** The company as a receipt names it: the details the site's contact page shows (@csi/contract). */
export const RECEIPT_COMPANY: Receipt['company'] = {
  name: companyDetails.fullName,
  location: companyDetails.location,
  website: companyDetails.website,
  email: companyDetails.emails.info,
  phone: companyDetails.phones.main,
};
