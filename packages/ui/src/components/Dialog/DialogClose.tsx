'use client';

import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { useDialogContext } from './dialogContext';

/** Props of {@link DialogClose}: any attribute of its `button`. */
export type DialogCloseProps = ButtonHTMLAttributes<HTMLButtonElement>;

/** A button that closes the dialog, unless its `onClick` calls `preventDefault()`. Unstyled: style it or wrap it. */
export const DialogClose = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(
  { onClick, type = 'button', ...rest },
  ref,
) {
  const { setOpen } = useDialogContext('DialogClose');
  return (
    <button
      ref={ref}
      type={type}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(false);
      }}
      {...rest}
    />
  );
});
