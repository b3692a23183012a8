'use client';

import { createContext, useContext } from 'react';

/** What the parts of one dialog share; provided by `DialogRoot`. */
export interface DialogContextValue {
  /** Whether the dialog is open (its parts show `data-state="open"`). */
  open: boolean;
  /** Whether the parts are in the document: while open, and while a closing animation runs. */
  mounted: boolean;
  /** Opens or closes the dialog. */
  setOpen: (open: boolean) => void;
  /** Called by the content once its closing animation has ended, to take the parts out. */
  onExitEnd: () => void;
  /** Id of the `DialogContent`, which a `DialogTrigger` controls. */
  contentId: string;
  /** Id of the `DialogTitle`, the dialog's accessible name. */
  titleId: string;
  /** Id of the `DialogDescription`. */
  descriptionId: string;
  /** Whether a `DialogDescription` is rendered, so `aria-describedby` never names a missing element. */
  hasDescription: boolean;
  /** Marks a `DialogDescription` as rendered; the function returned unmarks it. */
  registerDescription: () => () => void;
}

/** Context of the parts of a dialog. */
export const DialogContext = /* @__PURE__ */ createContext<DialogContextValue | null>(null);

/** The context of the enclosing `DialogRoot`; `part` names the caller in the error thrown outside one. */
export function useDialogContext(part: string): DialogContextValue {
  const context = useContext(DialogContext);
  if (!context) throw new Error(`${part} must be used inside a DialogRoot.`);
  return context;
}

/** `data-state` of every part. */
export type DialogState = 'open' | 'closed';

/** The `data-state` value for `open`. */
export const dialogState = (open: boolean): DialogState => (open ? 'open' : 'closed');
