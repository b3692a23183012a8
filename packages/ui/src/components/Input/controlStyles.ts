'use client';

import { css } from '../../theme/styled';

/** Shared look of text controls (input, textarea, select): dark surface, visible border, red when invalid. */
export const controlStyles = css`
  font: inherit;
  width: 100%;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;
