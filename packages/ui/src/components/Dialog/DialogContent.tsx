'use client';

import { forwardRef, useEffect, useRef, type HTMLAttributes, type RefObject } from 'react';
import { styled } from '../../theme/styled';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { moveFocusInto } from '../../hooks/use-focus-trap';
import { useMergedRef } from '../../hooks/use-merged-ref';
import { dialogState, useDialogContext } from './dialogContext';
import { pushDialogLayer } from './dialogLayers';
import { closingStyles, longestCssTime } from './dialogMotion';

/** Props of {@link DialogContent}: any attribute of its `div`. */
export interface DialogContentProps extends HTMLAttributes<HTMLDivElement> {
  /** Keeps the content in the document while closed (hidden, `data-state="closed"`). @default false */
  forceMount?: boolean;
  /** Called when Escape is pressed while this dialog is the top one; `preventDefault()` keeps it open. */
  onEscapeKeyDown?: (event: KeyboardEvent) => void;
}

const StyledContent = styled.div`
  ${closingStyles}
`;

/** Takes the parts out once the closing animation of `content` has ended (at once when it has none). */
function useExitAnimation(ref: RefObject<HTMLElement | null>, closing: boolean, onExitEnd: () => void): void {
  useEffect(() => {
    const content = ref.current;
    if (!closing) return;
    if (!content) return onExitEnd();
    const style = getComputedStyle(content);
    const ms = style.animationName === 'none' ? 0 : longestCssTime(style.animationDuration);
    if (ms === 0) return onExitEnd();
    const onAnimationEnd = (event: AnimationEvent) => {
      if (event.target === content) onExitEnd();
    };
    content.addEventListener('animationend', onAnimationEnd);
    // In case no animationend comes (a hidden tab, an environment that does not animate).
    const timer = setTimeout(onExitEnd, ms + 100);
    return () => {
      content.removeEventListener('animationend', onAnimationEnd);
      clearTimeout(timer);
    };
  }, [ref, closing, onExitEnd]);
}

/**
 * The dialog itself: `role="dialog"`, `aria-modal`, named by `DialogTitle` and described by `DialogDescription`.
 * While open it takes focus (its first focusable element) and keeps Tab inside, and gives focus back to the
 * element that had it when it closes; the page does not scroll behind it. Open dialogs form a stack: Escape
 * closes only the top one.
 */
export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { forceMount = false, onEscapeKeyDown, ...rest },
  ref,
) {
  const { open, mounted, setOpen, onExitEnd, contentId, titleId, descriptionId, hasDescription } =
    useDialogContext('DialogContent');
  const contentRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(ref, contentRef);
  // The latest handlers, so that a re-render (new inline callbacks) never re-stacks the dialog or moves focus.
  const handlers = useRef({ onEscapeKeyDown, setOpen });
  useEffect(() => {
    handlers.current = { onEscapeKeyDown, setOpen };
  });

  const active = open && mounted;
  useBodyScrollLock(active);
  useEffect(() => {
    const content = contentRef.current;
    if (!active || !content) return;
    const restoreFocus = moveFocusInto(content);
    const popLayer = pushDialogLayer({
      content,
      onEscape: (event) => {
        handlers.current.onEscapeKeyDown?.(event);
        if (!event.defaultPrevented) handlers.current.setOpen(false);
      },
    });
    return () => {
      popLayer();
      restoreFocus();
    };
  }, [active]);
  useExitAnimation(contentRef, !open && mounted, onExitEnd);

  if (!mounted && !forceMount) return null;
  return (
    <StyledContent
      ref={mergedRef}
      id={contentId}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={hasDescription ? descriptionId : undefined}
      tabIndex={-1}
      data-state={dialogState(open)}
      hidden={!mounted}
      {...rest}
    />
  );
});
