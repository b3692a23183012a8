'use client';

import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { styled } from '../../theme/styled';

export type ButtonVariant = 'primary' | 'secondary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight. @default 'primary' */
  variant?: ButtonVariant;
}

const StyledButton = styled.button`
  font: inherit;
  font-family: ${({ theme }) => theme.font.body};
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid transparent;
  cursor: pointer;
  &[data-variant='primary'] {
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  &[data-variant='secondary'] {
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
  }
  &[data-variant='danger'] {
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.dangerText};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

/** The one button of the site, in three variants. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', type = 'button', ...rest },
  ref,
) {
  return <StyledButton ref={ref} data-variant={variant} type={type} {...rest} />;
});
