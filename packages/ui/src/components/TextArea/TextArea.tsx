'use client';

import { forwardRef, useRef, type TextareaHTMLAttributes } from 'react';
import { useMergedRef } from '../../hooks/use-merged-ref';
import { useTextTypedBeforeHydration } from '../../hooks/use-text-typed-before-hydration';
import { styled } from '../../theme/styled';
import { controlStyles } from '../Input/controlStyles';
import { FormField } from '../Input/FormField';
import { useFieldProps } from '../Input/useFieldProps';

/** Props of {@link TextArea}; every native textarea attribute is passed on. */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value'> {
  /** Visible label, also used in messages ('Message field is required.'). */
  label: string;
  /** Current text (controlled). */
  value: string;
  /** Message from outside (e.g. the server), shown instead of the field's own. @default undefined */
  error?: string;
}

const Control = styled.textarea`
  ${controlStyles}
  min-height: 8rem;
  resize: vertical;
`;

/**
 * A labelled multi-line input that says '{label} field is required.' on blur when required and empty. On a page the
 * server rendered, text typed before the page hydrated reaches `onChange` as the field hydrates.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, value, error, id, required, minLength, maxLength, onBlur, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useFieldProps({ label, value, id, error, required, minLength, maxLength, describedBy, onBlur });
  const controlRef = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useMergedRef(controlRef, ref);
  useTextTypedBeforeHydration(controlRef, value);
  return (
    <FormField id={field.id} label={label} error={field.error}>
      <Control
        ref={mergedRef}
        value={value}
        required={required}
        minLength={minLength}
        maxLength={maxLength}
        {...rest}
        {...field.control}
      />
    </FormField>
  );
});
