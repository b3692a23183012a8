import { Footer } from '@csi/ui';
import { company } from '../content/company';
import { RouterLink } from './RouterLink';

/** The ui Footer with the company's details and the router's links. */
export function SiteFooter() {
  return (
    <Footer
      companyName={company.name}
      description={company.description}
      email={company.emails.info}
      phone={company.phones.main}
      website={company.website}
      twitterHandle={company.social.twitterHandle}
      social={company.social}
      linkComponent={RouterLink}
    />
  );
}
