'use client';

import { css } from '../../theme/styled';

/** Look of every link and disclosure button in the bar. */
export const navEntryStyles = css`
  display: block;
  font: inherit;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  text-decoration: none;
  text-align: left;
  cursor: pointer;
  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
  }
`;
