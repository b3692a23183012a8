import { FormField } from '@csi/ui';
import { useId } from 'react';
import styled from 'styled-components';

/** One choice of a {@link Select}. */
export interface SelectOption<T extends string> {
  /** The value chosen. */
  value: T;
  /** What the person reads. */
  label: string;
}

/** Props of {@link Select}. */
export interface SelectProps<T extends string> {
  /** Visible label. */
  label: string;
  /** The chosen value. */
  value: T;
  /** The choices, in order. */
  options: readonly SelectOption<T>[];
  /** Called with the newly chosen value. */
  onChange: (value: T) => void;
  /** Disables the control. @default false */
  disabled?: boolean;
}

const Control = styled.select`
  width: 100%;
  font: inherit;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** A labelled native select over typed options. */
export function Select<T extends string>({ label, value, options, onChange, disabled = false }: SelectProps<T>) {
  const id = useId();
  return (
    <FormField id={id} label={label}>
      <Control
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Control>
    </FormField>
  );
}

/** Options whose labels are their values. */
export const plainOptions = <T extends string>(values: readonly T[]): SelectOption<T>[] =>
  values.map((value) => ({ value, label: value }));
