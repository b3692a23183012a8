import { useCallback, useState } from 'react';
import type { CallDetails } from './callDetails';

/** Calls the lab keeps on screen. */
export const MAX_SHOWN_CALLS = 10;

/** The calls sent from a page (newest first, at most MAX_SHOWN_CALLS) and the function that adds one. */
export function useCallLog(): [CallDetails[], (call: CallDetails) => void] {
  const [calls, setCalls] = useState<CallDetails[]>([]);
  const report = useCallback(
    (call: CallDetails) => setCalls((shown) => [call, ...shown].slice(0, MAX_SHOWN_CALLS)),
    [],
  );
  return [calls, report];
}
