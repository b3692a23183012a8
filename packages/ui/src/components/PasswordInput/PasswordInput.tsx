'use client';

import { forwardRef, useState } from 'react';
import { styled } from '../../theme/styled';
import { Input, type InputProps } from '../Input';

/** Props of {@link PasswordInput}: those of `Input` without `type`. */
export type PasswordInputProps = Omit<InputProps, 'type' | 'endAdornment'>;

const Toggle = styled.button`
  font: inherit;
  white-space: nowrap;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.accent};
  }
`;

/** A password `Input` with a show/hide toggle (a pressed button labelled "Show password"/"Hide password"). */
export const PasswordInput = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      ref={ref}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <Toggle type="button" aria-pressed={visible} onClick={() => setVisible(!visible)}>
          {visible ? 'Hide password' : 'Show password'}
        </Toggle>
      }
    />
  );
});
