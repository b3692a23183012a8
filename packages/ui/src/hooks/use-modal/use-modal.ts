'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** What to show in the modal. */
export interface ModalOptions {
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** Markup of the body. */
  content: ReactNode;
}

/** The modal service offered by `ModalProvider`. */
export interface UseModalReturnValue {
  /** Opens the modal with this title and content, replacing what it showed. */
  open: (options: ModalOptions) => void;
  /** Closes the modal. */
  close: () => void;
}

/** Context behind {@link useModal}; provided by `ModalProvider`. */
export const ModalContext = /* @__PURE__ */ createContext<UseModalReturnValue | null>(null);

/** The modal service of the nearest `ModalProvider`. */
export function useModal(): UseModalReturnValue {
  const modal = useContext(ModalContext);
  if (!modal) throw new Error('useModal must be used inside a ModalProvider.');
  return modal;
}
