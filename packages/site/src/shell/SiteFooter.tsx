import { Footer, type LinkComponent } from '@csi/ui';
import { company } from '../content/company';

/** Props of {@link SiteFooter}. */
export interface SiteFooterProps {
  /** The links of the page's router (the shell's RouterLink); plain anchors on the home page, which has none. */
  linkComponent?: LinkComponent;
}

/** The ui Footer with the company's details. */
export function SiteFooter({ linkComponent }: SiteFooterProps) {
  return (
    <Footer
      companyName={company.name}
      description={company.description}
      email={company.emails.info}
      phone={company.phones.main}
      website={company.website}
      twitterHandle={company.social.twitterHandle}
      social={company.social}
      linkComponent={linkComponent}
    />
  );
}
