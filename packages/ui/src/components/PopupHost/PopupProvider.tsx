'use client';

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { PopupContext, type PopupOptions, type UsePopupReturnValue } from '../../hooks/use-popup';
import { PopupHost } from './PopupHost';

/** Props of {@link PopupProvider}. */
export interface PopupProviderProps {
  /** The tree that may call `usePopup()`. */
  children: ReactNode;
  /** Time in ms a success popup stays. @default 3000 */
  duration?: number;
}

interface PopupState extends PopupOptions {
  open: boolean;
  /** Counts the popups shown, so a timer closes only the popup it was started for. */
  id: number;
}

/** Holds the popup state, offers `usePopup()` to its tree and renders the `PopupHost` before it. */
export function PopupProvider({ children, duration }: PopupProviderProps) {
  const [state, setState] = useState<PopupState>({ open: false, message: null, id: 0 });
  const hide = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  const service = useMemo<UsePopupReturnValue>(
    () => ({ show: (options) => setState((current) => ({ ...options, open: true, id: current.id + 1 })), hide }),
    [hide],
  );
  // The host's close (its button, or a success popup's timer) closes the popup it was shown for, never a
  // newer one asked for in the same moment (an old timer can fire before the new popup is rendered).
  const { id } = state;
  const close = useCallback(
    () => setState((current) => (current.id === id ? { ...current, open: false } : current)),
    [id],
  );
  return (
    <PopupContext.Provider value={service}>
      <PopupHost
        open={state.open}
        message={state.message}
        type={state.type}
        duration={duration}
        onClose={close}
        showId={id}
      />
      {children}
    </PopupContext.Provider>
  );
}
