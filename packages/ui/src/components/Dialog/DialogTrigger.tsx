'use client';

import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { dialogState, useDialogContext } from './dialogContext';

/** Props of {@link DialogTrigger}: any attribute of its `button`. */
export type DialogTriggerProps = ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A button that opens the dialog, unless its `onClick` calls `preventDefault()`. It says that it opens a dialog
 * (`aria-haspopup`), whether the dialog is open (`aria-expanded`, `data-state`) and which one (`aria-controls`).
 * Focus comes back to it when the dialog closes. Unstyled: style it or wrap it.
 */
export const DialogTrigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(
  { onClick, type = 'button', ...rest },
  ref,
) {
  const { open, mounted, setOpen, contentId } = useDialogContext('DialogTrigger');
  return (
    <button
      ref={ref}
      type={type}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={mounted ? contentId : undefined}
      data-state={dialogState(open)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(true);
      }}
      {...rest}
    />
  );
});
