'use client';

import { forwardRef, useEffect, useLayoutEffect, type HTMLAttributes } from 'react';
import { useMergedRef } from '../../hooks/use-merged-ref';
import { useDialogContext } from './dialogContext';

/** Props of {@link DialogDescription}: any attribute of its element. */
export interface DialogDescriptionProps extends HTMLAttributes<HTMLElement> {
  /** Element to render: a paragraph for text, a `div` for richer markup. @default 'p' */
  as?: 'p' | 'div';
}

// Registered before the content moves focus in (a passive effect), so the first announcement has the description.
const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/** What the dialog is about; `DialogContent` points `aria-describedby` at it while it is rendered. */
export const DialogDescription = forwardRef<HTMLElement, DialogDescriptionProps>(function DialogDescription(
  { as: Tag = 'p', ...rest },
  ref,
) {
  const { descriptionId, registerDescription } = useDialogContext('DialogDescription');
  useIsomorphicLayoutEffect(registerDescription, [registerDescription]);
  // A callback ref takes any HTMLElement, so it fits both tags.
  const callbackRef = useMergedRef(ref);
  return <Tag ref={callbackRef} id={descriptionId} {...rest} />;
});
