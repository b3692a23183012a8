'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';

/** Props of Card: any attribute of the underlying element. */
export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: 'article' for self-contained content, 'div' otherwise. @default 'div' */
  as?: 'div' | 'article' | 'section' | 'li';
}

const Surface = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space.md};
  overflow: hidden;
`;

/** The raised surface every content card sits on. */
export const Card = forwardRef<HTMLElement, CardProps>(function Card({ as = 'div', ...rest }, ref) {
  return <Surface ref={ref} as={as} {...rest} />;
});
