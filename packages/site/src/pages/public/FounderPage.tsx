import { Avatar, Card } from '@csi/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { founder } from '../../content/founder';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { Pills } from './founder/Pills';
import { SocialTiles } from './founder/SocialTiles';

// The left card and the founder card share the content column (no empty third column), under the heading's edge.
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** /csi-team/founder: languages and links, the founder card, then the longer biography, all in one column edge. */
export default function FounderPage() {
  usePageMeta({ title: `${founder.heading} | CSI`, description: founder.bio });
  return (
    <Container>
      <h1>{founder.heading}</h1>
      <Columns>
        <Card as="section" aria-labelledby="languages-title">
          <h2 id="languages-title">Favourite languages</h2>
          <Pills>
            {founder.favouriteLanguages.map((language) => (
              <li key={language}>{language}</li>
            ))}
          </Pills>
          <p>
            <Link to="/about-us">About CSI</Link>
          </p>
          <p>
            <a href={founder.profileLink.href} target="_blank" rel="noreferrer">
              {founder.profileLink.label}
            </a>
          </p>
        </Card>
        <Card as="section" aria-labelledby="founder-name">
          <Avatar size={160} src={founder.photo.src} alt={founder.photo.alt} />
          <h2 id="founder-name">{founder.name}</h2>
          <p>
            <strong>{founder.title}</strong>
          </p>
          <p>{founder.bio}</p>
          <SocialTiles links={founder.social} />
        </Card>
      </Columns>
      <section aria-labelledby="biography-title">
        <h2 id="biography-title">Biography</h2>
        {founder.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </Container>
  );
}
