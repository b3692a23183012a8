'use client';

import { forwardRef, type HTMLAttributes, useId } from 'react';
import { styled } from '../../theme/styled';
import { DefaultLink, type LinkComponent } from '../../types';
import { FOOTER_DEFAULTS, whatsappChatUrl, type FooterSocialLinks } from './footerDefaults';
import { RoundLogo } from './RoundLogo';

/** Props of {@link Footer}. */
export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /** Company name of the logo and copyright line. @default 'CSI' */
  companyName?: string;
  /** Company description of the first column. @default the description of SPEC section 1 */
  description?: string;
  /** Logo image URL; initials are drawn without it. @default undefined */
  logoSrc?: string;
  /** Contact e-mail address. @default 'info@csi.co.ke' */
  email?: string;
  /** Phone number of the WhatsApp chat link. @default '+254700000000' */
  phone?: string;
  /** Public website address. @default 'https://csi.co.ke' */
  website?: string;
  /** Twitter handle, with or without @. @default '@csi_kenya' */
  twitterHandle?: string;
  /** Social profile URLs; missing ones fall back to the defaults. @default FOOTER_DEFAULTS.social */
  social?: Partial<FooterSocialLinks>;
  /** Year of the copyright line. @default the current year */
  year?: number;
  /** Router link of the app, used for internal links. @default DefaultLink */
  linkComponent?: LinkComponent;
}

const Root = styled.footer`
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg} ${theme.space.md}`};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    text-underline-offset: 3px;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  /* Links inside a line of text keep a quiet underline, so they do not rely on colour alone. */
  ul[data-inline-links] a:not(:hover) {
    text-decoration: underline;
    text-decoration-color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Copyright = styled.p`
  margin: ${({ theme }) => theme.space.lg} 0 0;
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** External link opened in a new tab. */
function External({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The site footer: about, Useful Links, Follow Us and Address columns, then the copyright line. */
export const Footer = forwardRef<HTMLElement, FooterProps>(function Footer(
  {
    companyName = FOOTER_DEFAULTS.companyName,
    description = FOOTER_DEFAULTS.description,
    logoSrc,
    email = FOOTER_DEFAULTS.email,
    phone = FOOTER_DEFAULTS.phone,
    website = FOOTER_DEFAULTS.website,
    twitterHandle = FOOTER_DEFAULTS.twitterHandle,
    social,
    year = new Date().getFullYear(),
    linkComponent: Link = DefaultLink,
    ...rest
  }: FooterProps,
  ref,
) {
  const id = useId();
  const links = { ...FOOTER_DEFAULTS.social, ...social };
  const handle = twitterHandle.replace(/^@/, '');
  return (
    <Root ref={ref} {...rest}>
      <Columns>
        <section aria-label={`About ${companyName}`}>
          <RoundLogo src={logoSrc} name={companyName} />
          <p>{description}</p>
        </section>
        <nav aria-labelledby={`${id}-links`}>
          <h2 id={`${id}-links`}>Useful Links</h2>
          <ul>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/about-us">About Us</Link>
            </li>
            <li>
              <Link href="/tech/pub">articles</Link>
            </li>
            <li>
              <Link href="/csi-team/founder">Founder</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby={`${id}-follow`}>
          <h2 id={`${id}-follow`}>Follow Us</h2>
          <ul>
            <li>
              <External href={links.facebook}>Facebook</External>
            </li>
            <li>
              <External href={links.instagram}>Instagram</External>
            </li>
            <li>
              <External href={links.linkedin}>LinkedIn</External>
            </li>
            <li>
              <External href={whatsappChatUrl(phone)}>WhatsApp</External>
            </li>
            <li>
              <External href={links.github}>GitHub</External>
            </li>
          </ul>
        </section>
        <section aria-labelledby={`${id}-address`}>
          <h2 id={`${id}-address`}>Address</h2>
          <ul data-inline-links>
            <li>
              Website: <External href={website}>{website.replace(/^https?:\/\//, '')}</External>
            </li>
            <li>
              Email: <a href={`mailto:${email}`}>{email}</a>
            </li>
            <li>
              Location: <Link href="/about-us">Nairobi, Kenya</Link>
            </li>
            <li>
              Twitter: <External href={`https://x.com/${handle}`}>{`@${handle}`}</External>
            </li>
          </ul>
        </section>
      </Columns>
      <Copyright>
        © {year} {companyName}. All rights reserved.
      </Copyright>
    </Root>
  );
});
