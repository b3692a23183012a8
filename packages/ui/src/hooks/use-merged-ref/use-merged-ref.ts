'use client';

import { useCallback, type Ref, type RefCallback } from 'react';

/** Sets one element on every ref given: callback refs are called, object refs get `current`. */
export function assignRefs<T>(node: T | null, ...refs: (Ref<T> | undefined)[]): void {
  for (const ref of refs) {
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  }
}

/** One callback ref that feeds all of `refs` (Mantine style), e.g. a forwarded ref and the component's own. */
export function useMergedRef<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return useCallback((node: T | null) => assignRefs(node, ...refs), refs);
}
