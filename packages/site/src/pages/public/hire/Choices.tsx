import { useChoiceMadeBeforeHydration, useOptionChosenBeforeHydration } from '@csi/ui';
import { useRef, type InputHTMLAttributes, type SelectHTMLAttributes } from 'react';

/** Props of {@link Checkable}: a controlled checkbox or radio. */
export interface CheckableProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked'> {
  type: 'checkbox' | 'radio';
  checked: boolean;
}

/**
 * A controlled checkbox or radio of the server-rendered hire page: one ticked, unticked or chosen before the page
 * hydrated reaches `onChange` as it hydrates (useChoiceMadeBeforeHydration).
 */
export function Checkable(props: CheckableProps) {
  const ref = useRef<HTMLInputElement>(null);
  useChoiceMadeBeforeHydration(ref, props.checked);
  return <input ref={ref} {...props} />;
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
