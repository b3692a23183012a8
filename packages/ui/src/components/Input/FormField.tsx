'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from '../../theme/styled';

/** Props of {@link FormField}. */
export interface FormFieldProps extends HTMLAttributes<HTMLDivElement> {
  /** Id of the control the label names; the message gets `${id}-error`. */
  id: string;
  /** Visible label text. */
  label: ReactNode;
  /** Error message shown under the control. @default undefined */
  error?: string;
  /** The control. */
  children: ReactNode;
}

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Message = styled.p`
  margin: 0;
  min-height: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
  &:empty {
    display: none;
  }
`;

/** Id of the error message of the control with this id (for `aria-describedby`). */
export function errorIdOf(id: string): string {
  return `${id}-error`;
}

/** Label, control and an error message announced politely when it appears. */
export const FormField = forwardRef<HTMLDivElement, FormFieldProps>(function FormField(
  { id, label, error, children, ...rest },
  ref,
) {
  return (
    <Wrapper ref={ref} {...rest} data-state={error ? 'invalid' : 'valid'}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <Message id={errorIdOf(id)} aria-live="polite">
        {error}
      </Message>
    </Wrapper>
  );
});
