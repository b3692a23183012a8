import type { ServiceCardProps } from '@csi/ui';

/** One question of the home page FAQ. */
export interface FaqItem {
  /** The question. */
  title: string;
  /** The answer, plain text. */
  answer: string;
}

/** A quote with its author. */
export interface QuoteItem {
  /** The quoted words. */
  text: string;
  /** Who said or wrote them. */
  author: string;
}

/** A code sample shown with a copy button. */
export interface CodeSample {
  /** Heading above the code. */
  title: string;
  /** What the code does, one or two sentences. */
  description: string;
  /** Language tag for highlighting. */
  language: string;
  /** The source code. */
  code: string;
}

/** Copy of the home page. */
export interface HomeContent {
  /** Top banner; the call to action leads to the login page. */
  hero: { title: string; subtitle: string; ctaLabel: string; ctaHref: string };
  /** Heading of the services section. */
  servicesTitle: string;
  /** Service cards. */
  services: ServiceCardProps[];
  /** The anomaly-detection sample with a copy button. */
  snippet: CodeSample;
  /** The two quotes. */
  quotes: QuoteItem[];
  /** Heading of the FAQ accordion. */
  faqTitle: string;
  /** FAQ accordion items. */
  faq: FaqItem[];
}

const anomalyDetection = `from statistics import median


def flag_unusual_ips(failed_by_ip: dict[str, int], threshold: float = 3.5, min_failures: int = 5) -> list[str]:
    """Return IPs whose failed logins are far above the typical IP (robust modified z-score)."""
    if not failed_by_ip:
        return []
    counts = list(failed_by_ip.values())
    med = median(counts)
    mad = median(abs(count - med) for count in counts) or 1.0  # most IPs alike: avoid dividing by zero
    flagged = [
        ip
        for ip, count in failed_by_ip.items()
        if count >= min_failures and 0.6745 * (count - med) / mad > threshold
    ]
    return sorted(flagged, key=failed_by_ip.get, reverse=True)


# Failed logins per IP address in the last 15 minutes
failed = {"41.90.12.7": 2, "105.160.3.44": 1, "196.201.214.9": 3, "102.68.77.150": 48, "41.80.5.23": 0}
print(flag_unusual_ips(failed))  # ['102.68.77.150']
`;

/** The home page: hero, services, code sample, quotes and FAQ. */
export const home: HomeContent = {
  hero: {
    title: 'Cyber security for Kenyan and East African businesses',
    subtitle:
      'CSI helps SMEs, banks and SACCOs, M-Pesa merchants, schools and NGOs find their weaknesses before attackers do, ' +
      'protect their data, and train their people. Developers can add file inspection, encryption and PDF protection ' +
      'to their own products through our security APIs.',
    ctaLabel: 'Get Started',
    ctaHref: '/auth/login',
  },
  servicesTitle: 'Our services',
  services: [
    {
      title: 'Security assessments',
      description:
        'Authorised testing of your networks, websites and mobile apps to find exploitable weaknesses, with a clear ' +
        'report ranked by risk and practical fixes your team can apply.',
      image: { src: '/images/services/shield.svg', alt: 'A shield with a check mark' },
      tags: ['Penetration testing', 'Web apps', 'Networks'],
    },
    {
      title: 'Data protection and encryption',
      description:
        'Encryption of sensitive records, key management and help meeting the Data Protection Act, 2019, from policy ' +
        'to the code that stores personal data.',
      image: { src: '/images/services/lock.svg', alt: 'A closed padlock' },
      tags: ['Encryption', 'Data Protection Act', 'Key management'],
    },
    {
      title: 'Threat monitoring',
      description:
        'Log collection and alerting for suspicious logins, probing and unusual traffic, so incidents are noticed in ' +
        'minutes rather than months.',
      image: { src: '/images/services/radar.svg', alt: 'A radar screen with a detected signal' },
      tags: ['Monitoring', 'Incident response', 'Logs'],
    },
    {
      title: 'Secure software development',
      description:
        'Code review, threat modelling and secure design for web, mobile and payment integrations, including M-Pesa ' +
        'callbacks and banking APIs.',
      image: { src: '/images/services/code.svg', alt: 'Code brackets inside a browser window' },
      tags: ['Code review', 'APIs', 'DevSecOps'],
    },
    {
      title: 'Vulnerability management',
      description:
        'Regular scanning, patch tracking and verification of fixes, so known weaknesses in servers, routers and ' +
        'software are closed before they are exploited.',
      image: { src: '/images/services/bug.svg', alt: 'A bug under a magnifying glass' },
      tags: ['Scanning', 'Patching', 'Hardening'],
    },
    {
      title: 'Security awareness training',
      description:
        'Practical sessions and responsible phishing drills that teach staff to recognise smishing, invoice fraud and ' +
        'fake login pages, and to report them quickly.',
      image: { src: '/images/services/graduation-cap.svg', alt: 'A graduation cap' },
      tags: ['Phishing drills', 'Training', 'Awareness'],
    },
  ],
  snippet: {
    title: 'Spot unusual login attempts',
    description:
      'A short Python function that flags IP addresses with far more failed logins than usual, using a robust ' +
      'z-score (median and MAD) so that one attacker cannot hide by inflating the average.',
    language: 'python',
    code: anomalyDetection,
  },
  quotes: [
    { text: 'Security is a process, not a product.', author: 'Bruce Schneier' },
    {
      text:
        'The only truly secure system is one that is powered off, cast in a block of concrete and sealed in a ' +
        'lead-lined room with armed guards — and even then I have my doubts.',
      author: 'Gene Spafford',
    },
  ],
  faqTitle: 'Frequently asked questions',
  faq: [
    {
      title: 'Who does CSI work with?',
      answer:
        'Businesses and individuals in Kenya and East Africa: SMEs, banks and SACCOs, M-Pesa merchants, schools, NGOs ' +
        'and software developers. Our services scale from a one-day website review to ongoing monitoring.',
    },
    {
      title: 'Is penetration testing legal?',
      answer:
        'Yes, when the owner of the systems authorises it in writing. Before any test we agree the scope, dates and ' +
        'rules of engagement with you. Testing without permission can be an offence under the Computer Misuse and ' +
        'Cybercrimes Act, 2018, so we never do it.',
    },
    {
      title: 'How do I start using the CSI APIs?',
      answer:
        'Create an account, copy your API key and API username from the Account page, and try the endpoints in the ' +
        'playground. Sandbox calls are free; live calls are billed from your wallet, and new accounts receive free ' +
        'coins and credit points to start with.',
    },
    {
      title: 'Do you store the files and keys sent to the APIs?',
      answer:
        'No. Files sent for metadata inspection are deleted right after the answer, encrypted PDFs are deleted when ' +
        'their one-hour download link expires, and the data encryption API does not keep the keys it generates.',
    },
    {
      title: 'We received a suspicious M-Pesa or bank message. What should we do?',
      answer:
        'Do not click links, send money or share a PIN or code. Check your real balance in the official app, forward ' +
        'suspicious Safaricom messages to 333, and contact your bank through the number on your card. Our articles ' +
        'explain the common smishing patterns.',
    },
    {
      title: 'Can you help us comply with the Data Protection Act?',
      answer:
        'Yes. We help map where personal data lives, secure it with access control and encryption, and prepare for ' +
        'breach handling, working alongside your legal adviser or data protection officer.',
    },
    {
      title: 'What happens if we are attacked right now?',
      answer:
        'Call our emergency line at +254 711 987 654. We will help you contain the incident, preserve evidence and ' +
        'recover, then explain what happened and how to prevent it.',
    },
  ],
};

/** The home page's title and description, for the document head and link previews. */
export const homeMeta = { title: 'CSI | Cyber Security Solutions, Nairobi', description: home.hero.subtitle };
