'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** Kind of popup: colour, live-region politeness and whether it hides by itself. */
export type PopupType = 'info' | 'success' | 'error';

/** What to show in a popup. */
export interface PopupOptions {
  /** Markup of the message. */
  message: ReactNode;
  /** Kind of popup. @default 'info' */
  type?: PopupType;
}

/** The popup service offered by `PopupProvider`. */
export interface UsePopupReturnValue {
  /** Shows a popup, replacing any popup on screen. */
  show: (options: PopupOptions) => void;
  /** Hides the popup. */
  hide: () => void;
}

/** Context behind {@link usePopup}; provided by `PopupProvider`. */
export const PopupContext = /* @__PURE__ */ createContext<UsePopupReturnValue | null>(null);

/** The popup service of the nearest `PopupProvider`. */
export function usePopup(): UsePopupReturnValue {
  const popup = useContext(PopupContext);
  if (!popup) throw new Error('usePopup must be used inside a PopupProvider.');
  return popup;
}
