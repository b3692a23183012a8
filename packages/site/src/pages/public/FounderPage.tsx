import { Card } from '@csi/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { founder } from '../../content/founder';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { ThreeColumns } from '../../shell/ThreeColumns';
import { Pills } from './founder/Pills';
import { SocialTiles } from './founder/SocialTiles';

const Photo = styled.img`
  width: 160px;
  height: 160px;
  border-radius: 50%;
  object-fit: cover;
  background: ${({ theme }) => theme.color.surfaceAlt};
`;

/** /csi-team/founder: languages and links, the founder card, then the longer biography. */
export default function FounderPage() {
  usePageMeta({ title: `${founder.heading} | CSI`, description: founder.bio });
  return (
    <>
      <Container>
        <h1>{founder.heading}</h1>
      </Container>
      <ThreeColumns
        middle={50}
        left={
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
        }
      >
        <Card as="section" aria-labelledby="founder-name">
          <Photo src={founder.photo.src} alt={founder.photo.alt} width={160} height={160} />
          <h2 id="founder-name">{founder.name}</h2>
          <p>
            <strong>{founder.title}</strong>
          </p>
          <p>{founder.bio}</p>
          <SocialTiles links={founder.social} />
        </Card>
      </ThreeColumns>
      <Container as="section" aria-labelledby="biography-title">
        <h2 id="biography-title">Biography</h2>
        {founder.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Container>
    </>
  );
}
