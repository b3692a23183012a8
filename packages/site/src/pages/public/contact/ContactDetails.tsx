import styled from 'styled-components';
import type { CompanyContent } from '../../../content/company';

const Map = styled.iframe`
  width: 100%;
  height: 280px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
`;

/** Tel link target of a phone number written with spaces. */
const tel = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

/** Props of {@link ContactDetails}. */
export interface ContactDetailsProps {
  /** The company's contact details. */
  company: CompanyContent;
}

/** Headquarters, the two e-mails, the two phones (one for emergencies), the map and the social links. */
export function ContactDetails({ company }: ContactDetailsProps) {
  return (
    <section aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">Our headquarters</h2>
      <address>
        <p>{company.location}</p>
        <p>
          E-mail: <a href={`mailto:${company.emails.info}`}>{company.emails.info}</a>
          <br />
          Support: <a href={`mailto:${company.emails.support}`}>{company.emails.support}</a>
        </p>
        <p>
          Phone: <a href={tel(company.phones.main)}>{company.phones.main}</a>
          <br />
          Emergencies (24/7): <a href={tel(company.phones.emergency)}>{company.phones.emergency}</a>
        </p>
      </address>
      <Map title={company.map.title} src={company.map.embedUrl} loading="lazy" />
      <p>
        <a href={company.map.link} target="_blank" rel="noreferrer">
          View a larger map
        </a>
      </p>
      <h3>Follow us</h3>
      <Links>
        <li>
          <a href={company.social.twitter} target="_blank" rel="noreferrer">
            X
          </a>
        </li>
        <li>
          <a href={company.social.linkedin} target="_blank" rel="noreferrer">
            LinkedIn
          </a>
        </li>
        <li>
          <a href={company.social.github} target="_blank" rel="noreferrer">
            GitHub
          </a>
        </li>
        <li>
          <a href={company.social.community} target="_blank" rel="noreferrer">
            Chat community
          </a>
        </li>
      </Links>
    </section>
  );
}
