import type { NavLinkItem } from '@csi/ui';

/** A feature of the marketing mock page. */
export interface TestUiFeature {
  /** Feature heading. */
  title: string;
  /** One or two sentences. */
  description: string;
  /** Illustration path. */
  image: string;
}

/** Copy of the static marketing mock page. */
export interface TestUiContent {
  /** Brand text of the nav. */
  brand: string;
  /** Links of the nav. */
  nav: NavLinkItem[];
  /** Hero heading, text and call to action. */
  hero: { title: string; subtitle: string; ctaLabel: string; ctaHref: string };
  /** The three features. */
  features: TestUiFeature[];
}

/** The test-ui page: a static marketing mock with a nav, hero and three features. */
export const testUi: TestUiContent = {
  brand: 'CSI',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Services', href: '/#services' },
    { label: 'APIs', href: '/docs/g/csi-apis' },
    { label: 'Articles', href: '/tech/pub' },
    { label: 'Contact', href: '/contact-us' },
  ],
  hero: {
    title: 'Protect your business before attackers find the gaps',
    subtitle:
      'Security assessments, monitoring and training for Kenyan organisations, and security APIs for the developers ' +
      'who build their software.',
    ctaLabel: 'Talk to us',
    ctaHref: '/contact-us',
  },
  features: [
    {
      title: 'Find weaknesses first',
      description: 'Authorised testing of your websites, networks and apps, with fixes ranked by risk.',
      image: '/images/services/radar.svg',
    },
    {
      title: 'Keep data private',
      description: 'Encrypt records and documents with modern cryptography through a simple API.',
      image: '/images/services/lock.svg',
    },
    {
      title: 'Train your people',
      description: 'Phishing drills and workshops that teach staff to spot and report scams.',
      image: '/images/services/graduation-cap.svg',
    },
  ],
};
