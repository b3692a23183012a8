import { company } from '../../content/company';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { SiteContactForm } from './contact/SiteContactForm';
import { TwoColumns } from './contact/TwoColumns';

/** /about-us: who the company is, with the contact form. */
export default function AboutPage() {
  usePageMeta({ title: 'About Us | CSI', description: company.about[0] ?? company.description });
  return (
    <Container>
      <h1>About {company.fullName}</h1>
      <TwoColumns>
        <section aria-label="About the company">
          {company.about.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
        <section aria-labelledby="about-contact-title">
          <h2 id="about-contact-title">Talk to us</h2>
          <SiteContactForm />
        </section>
      </TwoColumns>
    </Container>
  );
}
