'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useDialogContext } from './dialogContext';

/** Props of {@link DialogPortal}. */
export interface DialogPortalProps {
  /** The overlay and the content. */
  children?: ReactNode;
  /** Element to render into. @default document.body */
  container?: Element | null;
  /** Keeps the parts in the document while closed (they show `data-state="closed"` and are hidden). @default false */
  forceMount?: boolean;
}

const subscribeToNothing = () => () => {};

/** False while rendering on the server (and hydrating), where there is no document.body to portal to. */
function useHasDocument(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/** Renders the dialog's parts at the end of `document.body` (nothing on the server), so no ancestor clips them. */
export function DialogPortal({ children, container, forceMount = false }: DialogPortalProps) {
  const { mounted } = useDialogContext('DialogPortal');
  const hasDocument = useHasDocument();
  if (!hasDocument || !(mounted || forceMount)) return null;
  return createPortal(children, container ?? document.body);
}
