'use client';

import type { StyledComponent } from 'styled-components';
import { styled } from '../../theme/styled';

/** A row of card links: the first renders as a filled button, the others as outlined buttons. */
export const CardActions: StyledComponent<'div'> = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:first-child {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  a:hover {
    text-decoration: underline;
  }
`;
