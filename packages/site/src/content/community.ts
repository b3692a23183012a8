/** Copy of the community coming-soon page. */
export interface CommunityContent {
  /** Heading of the about section. */
  aboutTitle: string;
  /** Paragraphs about the community. */
  about: string[];
  /** Coming-soon heading and message. */
  comingSoon: { title: string; message: string };
  /**
   * Shown instead of the coming-soon heading, message and countdown once the launch moment has passed: a countdown of
   * zeros, or "launches in September" after September, tells the reader nothing true.
   */
  launched: { title: string; message: string };
  /** Launch moment counted down to, local time (ISO without zone). */
  countdownTarget: string;
  /** Link to the code-hosting profile. */
  codeHosting: { label: string; href: string };
}

/** The community page: about text, coming-soon message and countdown target. */
export const community: CommunityContent = {
  aboutTitle: 'About Our Community',
  about: [
    'The CSI community is a place for people in Kenya and across East Africa who build, run and defend digital ' +
      'systems: developers, system administrators, students, IT staff at SACCOs, schools and NGOs, and anyone ' +
      'curious about security.',
    'Members will share questions and answers, write-ups of lab exercises, safe ways to practise with tools like ' +
      'Nmap and OWASP ZAP, and notes on local threats such as smishing and invoice fraud. We will run regular online ' +
      'meetups and hands-on workshops in Nairobi, with open-source projects to contribute to.',
    'Everything we teach is for defending systems you own or are authorised to test. Respect, curiosity and ' +
      'responsible disclosure are the house rules.',
  ],
  comingSoon: {
    title: 'Coming Soon',
    message: 'Our community launches in September. Follow us on GitHub to be the first to join.',
  },
  launched: {
    title: 'Now Open',
    message:
      'The countdown ended on 20 September 2025: our community has launched. Join us on GitHub to take part in ' +
      'projects, questions and meetups.',
  },
  countdownTarget: '2025-09-20T00:00:00',
  codeHosting: { label: 'Follow CSI on GitHub', href: 'https://github.com/csi-kenya' },
};
