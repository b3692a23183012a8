import type { ReactNode } from 'react';
import styled from 'styled-components';

const Panel = styled.div`
  display: grid;
  grid-template-rows: 0fr;
  opacity: 0;
  visibility: hidden;
  transition:
    grid-template-rows 0.4s ease,
    opacity 0.4s ease,
    visibility 0.4s;
  &[data-open='true'] {
    grid-template-rows: 1fr;
    opacity: 1;
    visibility: visible;
  }
  > div {
    overflow: hidden;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** Props of {@link SlideIn}. */
export interface SlideInProps {
  /** Whether the content is shown. */
  open: boolean;
  /** What slides in. */
  children: ReactNode;
}

/** Content that slides open with a CSS transition (none under reduced motion); hidden and inert while closed. */
export function SlideIn({ open, children }: SlideInProps) {
  return (
    <Panel data-open={open} inert={!open} aria-hidden={!open}>
      <div>{children}</div>
    </Panel>
  );
}
