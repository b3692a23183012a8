import { useId } from 'react';
import { Checkable } from './Choices';

/** Props of {@link YesNo}. */
export interface YesNoProps {
  /** The question. */
  legend: string;
  /** True for Yes. */
  value: boolean;
  /** Called with the new answer. */
  onChange: (value: boolean) => void;
}

/** A Yes/No radio pair. */
export function YesNo({ legend, value, onChange }: YesNoProps) {
  const name = useId();
  return (
    <fieldset>
      <legend>{legend}</legend>
      <Checkable type="radio" name={name} checked={value} onChange={() => onChange(true)} label="Yes" />
      <Checkable type="radio" name={name} checked={!value} onChange={() => onChange(false)} label="No" />
    </fieldset>
  );
}
