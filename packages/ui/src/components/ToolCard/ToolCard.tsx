'use client';

import { forwardRef, type HTMLAttributes, useId } from 'react';
import { styled } from '../../theme/styled';
import { DefaultLink, type LinkComponent } from '../../types';
import { Card, CardActions } from '../Card';

/** Props of ToolCard. */
export interface ToolCardProps extends HTMLAttributes<HTMLElement> {
  /** Tool name. */
  name: string;
  /** What the tool does. */
  description: string;
  /** Documentation name; the link goes to `/docs/g/cyber-tool/{documentationLink}`. */
  documentationLink: string;
  /** External download URL (opens in a new tab). */
  downloadLink: string;
  /** External source repository URL; no GitHub link when absent. */
  githubLink?: string;
  /** Link component for the internal Documentation link. @default DefaultLink */
  linkComponent?: LinkComponent;
}

const Title = styled.h3`
  margin: 0;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A card of the tool list: name, description, Documentation, Download and (when known) GitHub links. */
export const ToolCard = forwardRef<HTMLElement, ToolCardProps>(function ToolCard(
  {
    name,
    description,
    documentationLink,
    downloadLink,
    githubLink,
    linkComponent: Link = DefaultLink,
    ...rest
  }: ToolCardProps,
  ref,
) {
  const titleId = useId();
  return (
    <Card ref={ref} {...rest} as="article" aria-labelledby={titleId}>
      <Title id={titleId}>{name}</Title>
      <Description>{description}</Description>
      <CardActions>
        <Link href={`/docs/g/cyber-tool/${documentationLink}`} aria-describedby={titleId}>
          Documentation
        </Link>
        <a href={downloadLink} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
          Download
        </a>
        {githubLink && (
          <a href={githubLink} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
            GitHub
          </a>
        )}
      </CardActions>
    </Card>
  );
});
