'use client';

import { forwardRef, type HTMLAttributes, useId } from 'react';
import { styled } from '../../theme/styled';
import { Spinner } from '../Spinner';

/** Props of UnderDevelopment. */
export interface UnderDevelopmentProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Heading. @default 'Under Development' */
  title?: string;
  /** One line under the heading. @default 'We are building something great. Check back soon.' */
  tagline?: string;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
  h1 {
    margin: 0;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Placeholder of a page still being built: title, tagline and a spinner. */
export const UnderDevelopment = forwardRef<HTMLElement, UnderDevelopmentProps>(function UnderDevelopment(
  {
    title = 'Under Development',
    tagline = 'We are building something great. Check back soon.',
    ...rest
  }: UnderDevelopmentProps,
  ref,
) {
  const titleId = useId();
  return (
    <Panel ref={ref} {...rest} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      <p>{tagline}</p>
      <Spinner label="Page under development" />
    </Panel>
  );
});
