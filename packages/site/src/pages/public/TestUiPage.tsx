import { Card } from '@csi/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { testUi } from '../../content/testUi';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';

const MockNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  strong {
    margin-right: auto;
  }
`;

const Features = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  padding: 0;
  img {
    width: 64px;
    height: 64px;
  }
`;

/** /test-ui: a static marketing mock with its own nav, hero and features. */
export default function TestUiPage() {
  usePageMeta({ title: 'Test UI | CSI', description: testUi.hero.subtitle });
  return (
    <Container>
      <MockNav aria-label="Mock navigation">
        <strong>{testUi.brand}</strong>
        {testUi.nav.map((item) => (
          <Link key={item.href} to={item.href}>
            {item.label}
          </Link>
        ))}
      </MockNav>
      <section aria-labelledby="mock-hero">
        <h1 id="mock-hero">{testUi.hero.title}</h1>
        <p>{testUi.hero.subtitle}</p>
        <Link to={testUi.hero.ctaHref}>{testUi.hero.ctaLabel}</Link>
      </section>
      <h2>Features</h2>
      <Features>
        {testUi.features.map((feature) => (
          <li key={feature.title}>
            <Card as="article">
              <img src={feature.image} alt="" width={64} height={64} />
              <h3>{feature.title}</h3>
              <p>{feature.description}</p>
            </Card>
          </li>
        ))}
      </Features>
    </Container>
  );
}
