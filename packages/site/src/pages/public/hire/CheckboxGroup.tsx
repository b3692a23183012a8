import { Checkable } from './Choices';

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps<T extends string> {
  /** Legend of the group. */
  legend: string;
  /** Every choice. */
  options: readonly T[];
  /** The ticked choices. */
  value: T[];
  /** Called with the new ticked choices, in the options' order. */
  onChange: (value: T[]) => void;
}

/** A group of checkboxes over a list of string choices. */
export function CheckboxGroup<T extends string>({ legend, options, value, onChange }: CheckboxGroupProps<T>) {
  const toggle = (option: T, checked: boolean) =>
    onChange(options.filter((other) => (other === option ? checked : value.includes(other))));
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Checkable
          key={option}
          type="checkbox"
          checked={value.includes(option)}
          onChange={(e) => toggle(option, e.target.checked)}
          label={option}
        />
      ))}
    </fieldset>
  );
}
