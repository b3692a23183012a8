import { Accordion, CodeBlock, DefaultLink, PasswordGenerator, Quote, ServiceCard, type LinkComponent } from '@csi/ui';
import { PasswordAnalyzer } from '@csi/ui/password';
import styled from 'styled-components';
import type { HomeContent } from '../../../content/home';
import { useFeedback } from '../../../hooks/useFeedback';
import { Container } from '../../../shell/Container';

const Hero = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 40%);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xl} 0`};
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    grid-template-columns: 100%;
  }
  h1 {
    font-size: clamp(1.8rem, 4vw, 2.8rem);
    line-height: 1.2;
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

const Cta = styled.a`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.primaryText};
  font-weight: 700;
  text-decoration: none;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const Section = styled.section`
  padding: ${({ theme }) => `${theme.space.lg} 0`};
`;

/** Props of {@link HomeView}. */
export interface HomeViewProps {
  /** The home page copy. */
  content: HomeContent;
  /** The links of the page's router; plain anchors where the page has none. @default DefaultLink */
  linkComponent?: LinkComponent;
}

/** The home page: hero, services, code sample, password tools, quotes and FAQ. */
export function HomeView({ content, linkComponent = DefaultLink }: HomeViewProps) {
  const { hero, snippet } = content;
  const { showPopup } = useFeedback();
  return (
    <Container>
      <Hero aria-labelledby="hero-title">
        <div>
          <h1 id="hero-title">{hero.title}</h1>
          <p>{hero.subtitle}</p>
          <Cta as={linkComponent} href={hero.ctaHref}>
            {hero.ctaLabel}
          </Cta>
        </div>
        <Quote cite={content.quotes[0]?.author}>{content.quotes[0]?.text}</Quote>
      </Hero>
      <Section aria-labelledby="services-title">
        <h2 id="services-title">{content.servicesTitle}</h2>
        <Grid>
          {content.services.map((service) => (
            <ServiceCard key={service.title} {...service} />
          ))}
        </Grid>
      </Section>
      <Section aria-labelledby="snippet-title">
        <h2 id="snippet-title">{snippet.title}</h2>
        <p>{snippet.description}</p>
        <CodeBlock code={snippet.code} language={snippet.language} />
      </Section>
      <Section aria-labelledby="password-title">
        <h2 id="password-title">Check and generate strong passwords</h2>
        <Grid>
          <PasswordAnalyzer label="Password to analyse" />
          <PasswordGenerator onCopyError={(message) => showPopup(message, 'error')} />
        </Grid>
      </Section>
      {content.quotes.slice(1).map((quote) => (
        <Section key={quote.author}>
          <Quote cite={quote.author}>{quote.text}</Quote>
        </Section>
      ))}
      <Section aria-labelledby="faq-title">
        <h2 id="faq-title">{content.faqTitle}</h2>
        <Accordion items={content.faq} />
      </Section>
    </Container>
  );
}
