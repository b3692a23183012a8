'use client';

import { forwardRef, type HTMLAttributes, useId, useMemo } from 'react';
import { styled } from '../../theme/styled';
import { useControllableState } from '../../hooks/use-controllable-state';
import { dayOptions, EMPTY_DATE, monthOptions, yearOptions, type DateSelectorValue } from '../../lib/dateSelector';
import { controlStyles } from '../Input/controlStyles';

/** Props of {@link DateSelector}. */
export interface DateSelectorProps extends Omit<HTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'defaultValue'> {
  /** Legend naming the whole date. @default 'Date of birth' */
  label?: string;
  /** Controlled value. @default undefined */
  value?: DateSelectorValue;
  /** Initial value when uncontrolled. @default { day: '', month: '', year: '' } */
  defaultValue?: DateSelectorValue;
  /** Called with the whole value whenever a part changes. */
  onChange?: (value: DateSelectorValue) => void;
  /** Each part must be chosen. @default false */
  required?: boolean;
  /** Reference date of the year list (the current year comes first). @default new Date() */
  now?: Date;
}

const Fieldset = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

const Parts = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: 0.9rem;
  }
`;

const Select = styled.select`
  ${controlStyles}
`;

const PARTS = [
  { key: 'day', label: 'Day' },
  { key: 'month', label: 'Month' },
  { key: 'year', label: 'Year' },
] as const;

/** Three labelled native selects (day 1-31, month 1-12, the last 100 years) for a zero-padded date. */
export const DateSelector = forwardRef<HTMLFieldSetElement, DateSelectorProps>(function DateSelector(
  {
    label = 'Date of birth',
    value,
    defaultValue = EMPTY_DATE,
    onChange,
    required = false,
    now,
    ...rest
  }: DateSelectorProps,
  ref,
) {
  const id = useId();
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange });
  const options = useMemo(() => ({ day: dayOptions(), month: monthOptions(), year: yearOptions(now) }), [now]);
  return (
    <Fieldset ref={ref} {...rest}>
      <legend>{label}</legend>
      <Parts>
        {PARTS.map((part) => (
          <label key={part.key} htmlFor={`${id}-${part.key}`}>
            {part.label}
            <Select
              id={`${id}-${part.key}`}
              value={current[part.key]}
              required={required}
              onChange={(event) => setCurrent({ ...current, [part.key]: event.target.value })}
            >
              <option value="">{part.label}</option>
              {options[part.key].map((option) => (
                <option key={option} value={option}>
                  {part.key === 'year' ? option : Number(option)}
                </option>
              ))}
            </Select>
          </label>
        ))}
      </Parts>
    </Fieldset>
  );
});
