'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { dialogState, useDialogContext } from './dialogContext';
import { closingStyles } from './dialogMotion';

/** Props of {@link DialogOverlay}: any attribute of its `div`. */
export interface DialogOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Keeps the overlay in the document while closed (hidden, `data-state="closed"`). @default false */
  forceMount?: boolean;
}

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.overlay};
  ${closingStyles}
`;

/**
 * The dark layer over the page. Put `DialogContent` inside it to centre the content; a click on the overlay
 * itself (not on the content) closes the dialog unless the `onClick` given calls `preventDefault()`.
 */
export const DialogOverlay = forwardRef<HTMLDivElement, DialogOverlayProps>(function DialogOverlay(
  { forceMount = false, onClick, ...rest },
  ref,
) {
  const { open, mounted, setOpen } = useDialogContext('DialogOverlay');
  if (!mounted && !forceMount) return null;
  return (
    <StyledOverlay
      ref={ref}
      role="presentation"
      data-state={dialogState(open)}
      hidden={!mounted}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && event.target === event.currentTarget) setOpen(false);
      }}
      {...rest}
    />
  );
});
