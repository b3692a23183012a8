import { Card, Countdown } from '@csi/ui';
import { community } from '../../content/community';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';

/** /community: about the community, the coming-soon message and the countdown to the launch. */
export default function CommunityPage() {
  usePageMeta({ title: 'Community | CSI', description: community.about[0] });
  return (
    <Container>
      <h1>{community.aboutTitle}</h1>
      {community.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Card as="section" aria-labelledby="coming-soon">
        <h2 id="coming-soon">{community.comingSoon.title}</h2>
        <p>{community.comingSoon.message}</p>
        <Countdown target={new Date(community.countdownTarget)} />
        <p>
          <a href={community.codeHosting.href} target="_blank" rel="noreferrer">
            {community.codeHosting.label}
          </a>
        </p>
      </Card>
    </Container>
  );
}
