import { useCallback } from 'react';
import { errorMessage } from '../lib/errorMessage';
import { useFeedback } from './useFeedback';

/**
 * Runs a call answering `{ msg }`; resolves true after a success popup, false after the `errorTitle` modal, which
 * says the server's msg for a 4xx answer, else (no answer, a 5xx) `failureMessage` or the generic text.
 */
export type ServerAction = (
  errorTitle: string,
  call: () => Promise<{ msg: string }>,
  failureMessage?: string,
) => Promise<boolean>;

/** A server call's two outcomes: the server's msg in a success popup, or its failure in a titled modal. */
export function useServerAction(): ServerAction {
  const { showModal, showPopup } = useFeedback();
  return useCallback(
    async (errorTitle, call, failureMessage) => {
      try {
        showPopup((await call()).msg, 'success');
        return true;
      } catch (error) {
        showModal(errorTitle, errorMessage(error, failureMessage));
        return false;
      }
    },
    [showModal, showPopup],
  );
}
