'use client';

import { useId, type FocusEvent } from 'react';
import { useBlurError } from '../../hooks/use-blur-error';
import { fieldError, type FieldRules } from '../../lib/fieldError';
import { errorIdOf } from './FormField';

/** What a text control needs from its field: id, shown error and the attributes tied to it. */
export interface FieldControlProps<E extends HTMLElement> {
  id: string;
  error: string | undefined;
  control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    onBlur: (event: FocusEvent<E>) => void;
  };
}

/** Options of {@link useFieldProps}. */
export interface UseFieldPropsOptions<E extends HTMLElement> extends FieldRules {
  label: string;
  value: string;
  id?: string;
  /** An error from outside (e.g. the server); shown instead of the field's own. */
  error?: string;
  describedBy?: string;
  onBlur?: (event: FocusEvent<E>) => void;
}

/** Wires a text control to its label and to the message of its first broken rule, shown after the first blur. */
export function useFieldProps<E extends HTMLElement>(options: UseFieldPropsOptions<E>): FieldControlProps<E> {
  const { label, value, required, minLength, maxLength, describedBy, onBlur } = options;
  const autoId = useId();
  const id = options.id ?? autoId;
  const own = useBlurError(fieldError(label, value, { required, minLength, maxLength }));
  const error = options.error ?? own.error;
  return {
    id,
    error,
    control: {
      id,
      'aria-invalid': error !== undefined,
      'aria-describedby': [describedBy, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ') || undefined,
      onBlur: (event) => {
        own.onBlur();
        onBlur?.(event);
      },
    },
  };
}
