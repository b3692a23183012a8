import { type CompanyDetails, companyDetails } from '@csi/contract';

/** Contact details (one copy in @csi/contract, which the server's receipts print too), links and about text. */
export interface CompanyContent extends CompanyDetails {
  /** Footer description (SPEC section 1). */
  description: string;
  /** Social profiles and chat links. */
  social: {
    facebook: string;
    instagram: string;
    linkedin: string;
    twitter: string;
    twitterHandle: string;
    whatsapp: string;
    github: string;
    community: string;
    /** The companion Android chat app's store page (shared profiles are opened there). */
    chatApp: string;
  };
  /** Map of the headquarters: OpenStreetMap embed URL and a link to the full map. */
  map: { embedUrl: string; link: string; title: string };
  /** Paragraphs of the about page. */
  about: string[];
}

/** The company: CSI Cyber Security Solutions, Westlands, Nairobi. */
export const company: CompanyContent = {
  ...companyDetails,
  description:
    'CSI is a trusted partner offering cyber security solutions and services to businesses and individuals, ' +
    'securing online assets and protecting data.',
  social: {
    facebook: 'https://www.facebook.com/csikenya',
    instagram: 'https://www.instagram.com/csi_kenya',
    linkedin: 'https://www.linkedin.com/company/csi-kenya',
    twitter: 'https://x.com/csi_kenya',
    twitterHandle: '@csi_kenya',
    whatsapp: 'https://wa.me/254700123456',
    github: 'https://github.com/csi-kenya',
    community: 'https://t.me/csi_kenya_community',
    chatApp: 'https://play.google.com/store/apps/details?id=ke.co.csi.chat',
  },
  map: {
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=36.7958%2C-1.2776%2C36.8258%2C-1.2576&layer=mapnik&marker=-1.2676%2C36.8108',
    link: 'https://www.openstreetmap.org/?mlat=-1.2676&mlon=36.8108#map=16/-1.2676/36.8108',
    title: 'Map of Westlands, Nairobi, where CSI is based',
  },
  about: [
    'CSI Cyber Security Solutions is a cybersecurity company based in Westlands, Nairobi. We help businesses and ' +
      'individuals across Kenya and East Africa protect their systems, their data and their customers: SMEs, banks ' +
      'and SACCOs, M-Pesa merchants, schools, NGOs and the developers who build their software.',
    'Our work covers the whole cycle: authorised security assessments of networks, websites and mobile apps; secure ' +
      'software development and code review; monitoring and incident response; and practical training that helps ' +
      'staff recognise phishing, smishing and invoice fraud. Through our developer platform, teams can add file ' +
      'metadata inspection, data encryption and PDF protection to their own products with a few lines of code.',
    'We believe good security is practical and honest. We explain risks in plain language, work only within written ' +
      'authorisation, respect the Data Protection Act, 2019 and the Computer Misuse and Cybercrimes Act, 2018, and ' +
      'measure success by the incidents that never happen. Write to us or call, and tell us what you need to protect.',
  ],
};
