import { useChoiceMadeBeforeHydration, useOptionChosenBeforeHydration } from '@csi/ui';
import { useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';

/** Props of {@link Checkable}: a controlled checkbox or radio and its label. */
export interface CheckableProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'> {
  type: 'checkbox' | 'radio';
  checked: boolean;
  /** What the label says after the box. */
  label: ReactNode;
}

/**
 * A controlled checkbox or radio of the server-rendered hire page in its label: one ticked, unticked or chosen before
 * the page hydrated reaches `onChange` as it hydrates (useChoiceMadeBeforeHydration).
 */
export function Checkable({ label, ...props }: CheckableProps) {
  const ref = useRef<HTMLInputElement>(null);
  useChoiceMadeBeforeHydration(ref, props.checked);
  return (
    <label>
      <input ref={ref} {...props} />
      {label}
    </label>
  );
}

/** Props of {@link Select}: a controlled select. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value'> {
  value: string;
}

/**
 * A controlled select of the server-rendered hire page: an option chosen before the page hydrated reaches `onChange`
 * as it hydrates (useOptionChosenBeforeHydration).
 */
export function Select(props: SelectProps) {
  const ref = useRef<HTMLSelectElement>(null);
  useOptionChosenBeforeHydration(ref, props.value);
  return <select ref={ref} {...props} />;
}
