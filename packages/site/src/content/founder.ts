/** A social tile of the founder card. */
export interface FounderSocialLink {
  /** Tile label: Facebook, Instagram, Twitter, Whatsapp, Phone or Email. */
  label: 'Facebook' | 'Instagram' | 'Twitter' | 'Whatsapp' | 'Phone' | 'Email';
  /** Link target (web, wa.me, tel: or mailto:). */
  href: string;
}

/** Copy of the founder page. */
export interface FounderContent {
  /** Page header. */
  heading: string;
  /** Full name. */
  name: string;
  /** Role at CSI. */
  title: string;
  /** Portrait illustration. */
  photo: { src: string; alt: string };
  /** Short bio shown under the portrait. */
  bio: string;
  /** Longer biography, one string per paragraph. */
  biography: string[];
  /** Favourite programming languages, shown as pills. */
  favouriteLanguages: string[];
  /** External personal profile linked from the left card. */
  profileLink: { label: string; href: string };
  /** Social tiles of the middle card. */
  social: FounderSocialLink[];
}

/** The founder page: Brian Otieno, founder of CSI. */
export const founder: FounderContent = {
  heading: 'About the Founder',
  name: 'Brian Otieno',
  title: 'Founder and Principal Security Engineer, CSI',
  photo: { src: '/images/founder.svg', alt: 'Illustrated portrait of Brian Otieno' },
  bio:
    'Security engineer and software developer in Nairobi who founded CSI to give Kenyan businesses practical, ' +
    'honest security: find the weaknesses, fix them, and teach the people who keep systems running.',
  biography: [
    'Brian started out as a software developer, building payment integrations and back-office systems for small ' +
      'businesses and SACCOs in Nairobi. Fixing the security bugs he found along the way, from SQL injection in ' +
      'member portals to unprotected M-Pesa callback URLs, showed him how often security was left until after ' +
      'something went wrong.',
    'He moved into security full time, working on application security reviews, penetration tests and incident ' +
      'response. Again and again he saw the same pattern: organisations wanted to be secure but could not find help ' +
      'that explained risks in plain language and fitted a Kenyan budget. He founded CSI in Westlands to fill that ' +
      'gap.',
    'At CSI, Brian leads the security assessment work and designs the developer APIs, which package the tools the ' +
      'team uses every day (metadata inspection, encryption and PDF protection) into services any developer can ' +
      'call. He still writes code most days, in Java, C#, Python and TypeScript.',
    'Outside client work, he mentors students and junior developers, speaks at local meetups about secure coding and ' +
      'phishing, and is building the CSI community so that more people in East Africa can learn to defend the ' +
      'systems they depend on.',
  ],
  favouriteLanguages: ['Java', 'C#', 'python', 'TypeScript'],
  profileLink: { label: 'GitHub profile', href: 'https://github.com/csi-kenya' },
  social: [
    { label: 'Facebook', href: 'https://www.facebook.com/csikenya' },
    { label: 'Instagram', href: 'https://www.instagram.com/csi_kenya' },
    { label: 'Twitter', href: 'https://x.com/csi_kenya' },
    { label: 'Whatsapp', href: 'https://wa.me/254700123456' },
    { label: 'Phone', href: 'tel:+254700123456' },
    { label: 'Email', href: 'mailto:brian.otieno@csi.co.ke' },
  ],
};
