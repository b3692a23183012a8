import { useNavigate } from 'react-router-dom';
import { useFeedback } from '../hooks/useFeedback';
import { notifySessionChange } from '../session';
import { errorMessage } from './errorMessage';
import { landingAfterSignIn } from './landingAfterSignIn';

/**
 * Runs an auth call that stores a token (login, register, one-time code); on success refreshes the session and goes
 * to /ac (an administrator without a second factor: to its set-up, see landingAfterSignIn), on failure shows a modal
 * with `errorTitle` and the server's message. A call that answers `false` did not sign in yet (a second step follows)
 * and stays on the page.
 */
export function useSignIn(errorTitle: string): (call: () => Promise<unknown>) => Promise<void> {
  const navigate = useNavigate();
  const { showModal } = useFeedback();
  return async (call) => {
    try {
      if ((await call()) === false) return;
      notifySessionChange();
      navigate(await landingAfterSignIn());
    } catch (error) {
      showModal(errorTitle, errorMessage(error));
    }
  };
}
