'use client';

import { useEffect, useRef, type RefObject } from 'react';

/**
 * The value a text field or select is controlled with (an array for a multiple select; undefined or null: an
 * uncontrolled field).
 */
export type ControlledValue = string | number | readonly string[] | null | undefined;

/**
 * What a field of a server-rendered page needs to report what the user did to it before the page hydrated. React keeps
 * what the field shows as it hydrates but reports no change for it, so a controlled field's state would stay at
 * `value` while the field shows something else.
 *
 * Once, as the element mounts (or hydrates): `read` looks at the element and the controlled `value` in the effect,
 * before any render, and returns what the user left that `value` does not say (undefined: nothing to replay, as on a
 * client-only render, a hydration nothing was changed over, or an uncontrolled field). If it returns something,
 * `replay` gets it in a microtask with the latest `value`, unless the element has gone: outside React's commit, so
 * the change it fires is rendered at once instead of React first putting the old value back. A change replayed for
 * another field may render this one with its old value before its own replay: what `read` saw is replayed all the
 * same.
 */
export function useReplayAfterHydration<E extends Element, V, L>(
  ref: RefObject<E | null>,
  value: V,
  read: (element: E, value: V) => L | undefined,
  replay: (element: E, left: L, value: V) => void,
): void {
  const latest = useRef(value);
  latest.current = value;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const left = read(element, latest.current);
    if (left === undefined) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled && element.isConnected) replay(element, left, latest.current);
    });
    return () => {
      cancelled = true;
    };
    // Once, as the element mounts (or hydrates): later changes come through onChange.
  }, []);
}
