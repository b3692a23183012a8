import { Button } from '@csi/ui';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { animateScroll } from '../../../lib/animateScroll';

const Fixed = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: 10;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  /* On a phone a floating button would sit over the text being read: there it stays in the page's flow. */
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    position: static;
    display: inline-block;
    margin-bottom: ${({ theme }) => theme.space.md};
    box-shadow: none;
  }
`;

/** A button that jumps to the bottom of the page, or back to the top once past the middle. */
export function ScrollToggle() {
  const [pastMiddle, setPastMiddle] = useState(false);
  useEffect(() => {
    const update = () =>
      setPastMiddle(window.scrollY > (document.documentElement.scrollHeight - window.innerHeight) / 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  const toggle = () => animateScroll(pastMiddle ? 0 : document.documentElement.scrollHeight - window.innerHeight);
  return (
    <Fixed>
      <Button variant="secondary" onClick={toggle}>
        {pastMiddle ? 'Back to top' : 'Scroll to bottom'}
      </Button>
    </Fixed>
  );
}
