import { company } from '../../content/company';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { ContactDetails } from './contact/ContactDetails';
import { SiteContactForm } from './contact/SiteContactForm';
import { TwoColumns } from './contact/TwoColumns';

/** /contact-us: the contact form and the company's address, e-mails, phones, map and social links. */
export default function ContactPage() {
  usePageMeta({
    title: 'Contact Us | CSI',
    description: `Contact CSI in ${company.location}: e-mail ${company.emails.info} or call ${company.phones.main}.`,
  });
  return (
    <Container>
      <h1>Contact Us</h1>
      <TwoColumns>
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <SiteContactForm />
        </section>
        <ContactDetails company={company} />
      </TwoColumns>
    </Container>
  );
}
