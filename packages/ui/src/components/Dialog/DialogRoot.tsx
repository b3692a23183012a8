'use client';

import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/use-controllable-state';
import { DialogContext, type DialogContextValue } from './dialogContext';

/** Props of {@link DialogRoot}. */
export interface DialogRootProps {
  /** Whether the dialog is open, when the caller keeps the state. @default undefined (uncontrolled) */
  open?: boolean;
  /** Whether the dialog starts open, when it keeps its own state. @default false */
  defaultOpen?: boolean;
  /** Called when a part opens or closes the dialog (Escape, `DialogClose`, a click on the overlay). */
  onOpenChange?: (open: boolean) => void;
  /** The parts: `DialogTrigger`, `DialogPortal`, `DialogOverlay`, `DialogContent`, `DialogTitle`, and the rest. */
  children?: ReactNode;
}

/**
 * Holds the state of one dialog (controlled or not) and the ids that tie its parts together. Renders no element
 * of its own. After closing, the parts stay with `data-state="closed"` until the content's closing animation ends.
 */
export function DialogRoot({ open: openProp, defaultOpen = false, onOpenChange, children }: DialogRootProps) {
  const [open, setOpen] = useControllableState({ value: openProp, defaultValue: defaultOpen, onChange: onOpenChange });
  const [mounted, setMounted] = useState(open);
  if (open && !mounted) setMounted(true);
  const [descriptions, setDescriptions] = useState(0);
  const registerDescription = useCallback(() => {
    setDescriptions((count) => count + 1);
    return () => setDescriptions((count) => count - 1);
  }, []);
  const onExitEnd = useCallback(() => setMounted(false), []);
  const contentId = useId();
  const titleId = useId();
  const descriptionId = useId();
  const context = useMemo<DialogContextValue>(
    () => ({
      open,
      mounted,
      setOpen,
      onExitEnd,
      contentId,
      titleId,
      descriptionId,
      hasDescription: descriptions > 0,
      registerDescription,
    }),
    [open, mounted, setOpen, onExitEnd, contentId, titleId, descriptionId, descriptions, registerDescription],
  );
  return <DialogContext.Provider value={context}>{children}</DialogContext.Provider>;
}
