'use client';

import { forwardRef, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useMergedRef } from '../../hooks/use-merged-ref';
import { useTextTypedBeforeHydration } from '../../hooks/use-text-typed-before-hydration';
import { styled } from '../../theme/styled';
import { controlStyles } from './controlStyles';
import { FormField } from './FormField';
import { useFieldProps } from './useFieldProps';

/** Props of {@link Input}; every native input attribute is passed on. */
export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value'> {
  /** Visible label, also used in messages ('Email field is required.'). */
  label: string;
  /** Current text (controlled). */
  value: string;
  /** Message from outside (e.g. the server), shown instead of the field's own. @default undefined */
  error?: string;
  /** Rendered at the right end of the control, e.g. a toggle button. @default undefined */
  endAdornment?: ReactNode;
}

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Control = styled.input`
  ${controlStyles}
`;

/**
 * A labelled text input that says '{label} field is required.' on blur when required and empty. On a page the server
 * rendered, text typed before the page hydrated reaches `onChange` as the field hydrates.
 */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    value,
    error,
    endAdornment,
    id,
    required,
    minLength,
    maxLength,
    onBlur,
    'aria-describedby': describedBy,
    ...rest
  },
  ref,
) {
  const field = useFieldProps({ label, value, id, error, required, minLength, maxLength, describedBy, onBlur });
  const controlRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(controlRef, ref);
  useTextTypedBeforeHydration(controlRef, value);
  return (
    <FormField id={field.id} label={label} error={field.error}>
      <Row>
        <Control
          ref={mergedRef}
          value={value}
          required={required}
          minLength={minLength}
          maxLength={maxLength}
          {...rest}
          {...field.control}
        />
        {endAdornment}
      </Row>
    </FormField>
  );
});
