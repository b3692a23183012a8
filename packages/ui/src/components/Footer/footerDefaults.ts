import { companyDetails } from '@csi/contract';

/** External profiles linked in the Follow Us column. */
export interface FooterSocialLinks {
  facebook: string;
  instagram: string;
  linkedin: string;
  github: string;
}

/** Defaults of the footer's company details: the company's own (one copy, in @csi/contract). */
export const FOOTER_DEFAULTS = {
  companyName: companyDetails.name,
  email: companyDetails.emails.info,
  phone: companyDetails.phones.main,
  website: companyDetails.website,
  twitterHandle: '@csi_kenya',
  description:
    'CSI is a trusted partner offering cyber security solutions and services to businesses and individuals, ' +
    'securing online assets and protecting data.',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    github: 'https://github.com/',
  } satisfies FooterSocialLinks,
};

/** The WhatsApp chat link for a phone number written with or without spaces, + and dashes. */
export function whatsappChatUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`;
}
