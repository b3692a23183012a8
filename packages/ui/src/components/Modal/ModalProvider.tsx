'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ModalContext, type ModalOptions, type UseModalReturnValue } from '../../hooks/use-modal';
import { Modal } from './Modal';

/** Props of {@link ModalProvider}. */
export interface ModalProviderProps {
  /** The tree that may call `useModal()`. */
  children: ReactNode;
}

interface ModalState extends ModalOptions {
  open: boolean;
}

/** Holds the modal state, offers `useModal()` to its tree and renders the `Modal`, its content as the description. */
export function ModalProvider({ children }: ModalProviderProps) {
  const [state, setState] = useState<ModalState>({ open: false, title: '', content: null });
  const close = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const service = useMemo<UseModalReturnValue>(
    () => ({ open: (options) => setState({ ...options, open: true }), close }),
    [close],
  );
  return (
    <ModalContext.Provider value={service}>
      <Modal open={state.open} title={state.title} description={state.content} onClose={close} />
      {children}
    </ModalContext.Provider>
  );
}
