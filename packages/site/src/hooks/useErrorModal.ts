import { useEffect } from 'react';
import type { AsyncState } from './useAsync';
import { useFeedback } from './useFeedback';

/** Opens a modal titled `title` with the failure's message each time the load fails. */
export function useErrorModal(state: AsyncState<unknown>, title: string): void {
  const { showModal } = useFeedback();
  const error = state.status === 'error' ? state.error : null;
  useEffect(() => {
    if (error !== null) showModal(title, error);
  }, [error, title, showModal]);
}
