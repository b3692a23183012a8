import { Card, Countdown } from '@csi/ui';
import { useCallback, useState } from 'react';
import { community } from '../../content/community';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';

const target = new Date(community.countdownTarget);

/**
 * /community: about the community, the coming-soon message and the countdown to the launch; once the launch moment
 * has passed (on load, or while the page is open), a launched heading and note replace the coming-soon message and
 * the countdown's zeros.
 */
export default function CommunityPage() {
  usePageMeta({ title: 'Community | CSI', description: community.about[0] });
  const [launched, setLaunched] = useState(() => Date.now() >= target.getTime());
  const onDone = useCallback(() => setLaunched(true), []);
  return (
    <Container>
      <h1>{community.aboutTitle}</h1>
      {community.about.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <Card as="section" aria-labelledby="coming-soon">
        {launched ? (
          <div role="status">
            <h2 id="coming-soon">{community.launched.title}</h2>
            <p>{community.launched.message}</p>
          </div>
        ) : (
          <>
            <h2 id="coming-soon">{community.comingSoon.title}</h2>
            <p>{community.comingSoon.message}</p>
            <Countdown target={target} onDone={onDone} />
          </>
        )}
        <p>
          <a href={community.codeHosting.href} target="_blank" rel="noreferrer">
            {community.codeHosting.label}
          </a>
        </p>
      </Card>
    </Container>
  );
}
