'use client';

import { useCallback, useState } from 'react';

/** Options of {@link useControllableState}. */
export interface UseControllableStateOptions<T> {
  /** Controlled value; when defined, the component does not keep its own state. */
  value?: T;
  /** Initial value when uncontrolled. */
  defaultValue: T;
  /** Called with every new value, controlled or not. */
  onChange?: (value: T) => void;
}

/** The current value and its setter. */
export type UseControllableStateReturnValue<T> = [T, (next: T) => void];

/** State that is controlled when `value` is given and uncontrolled otherwise (Radix style). */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: UseControllableStateOptions<T>): UseControllableStateReturnValue<T> {
  const [own, setOwn] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : own, set];
}
