import { useModal, usePopup, type PopupType } from '@csi/ui';
import { useMemo, type ReactNode } from 'react';

/** The two ways a page tells a person what happened. */
export interface Feedback {
  /** Opens the modal with this title and content. */
  showModal: (title: ReactNode, content: ReactNode) => void;
  /** Shows a popup message of this type. */
  showPopup: (message: ReactNode, type?: PopupType) => void;
}

/** Modal and popup of the shell's providers, behind two plain functions. */
export function useFeedback(): Feedback {
  const modal = useModal();
  const popup = usePopup();
  return useMemo(
    () => ({
      showModal: (title, content) => modal.open({ title, content }),
      showPopup: (message, type = 'info') => popup.show({ message, type }),
    }),
    [modal, popup],
  );
}
