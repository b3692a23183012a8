'use client';

import { useId } from 'react';
import { styled } from '../../theme/styled';
import { controlStyles } from '../Input/controlStyles';
import { FormField } from '../Input/FormField';

/** Props of LabelledSelect. */
export interface LabelledSelectProps<T extends string> {
  /** Visible label. */
  label: string;
  /** The chosen option. */
  value: T;
  /** The options, shown as they are. */
  options: readonly T[];
  /** Called with the newly chosen option. */
  onChange: (value: T) => void;
}

const Control = styled.select`
  ${controlStyles}
`;

/** A native select with a visible label, styled like the other form controls. */
export function LabelledSelect<T extends string>({ label, value, options, onChange }: LabelledSelectProps<T>) {
  const id = useId();
  return (
    <FormField id={id} label={label}>
      <Control
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Control>
    </FormField>
  );
}
