'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { useDialogContext } from './dialogContext';

/** Props of {@link DialogTitle}: any attribute of its element. */
export interface DialogTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Element to render: a heading level that fits the page, or a paragraph. @default 'h2' */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
}

/** The dialog's heading; `DialogContent` takes its accessible name from it (`aria-labelledby`). */
export const DialogTitle = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(
  { as: Tag = 'h2', ...rest },
  ref,
) {
  const { titleId } = useDialogContext('DialogTitle');
  return <Tag ref={ref} id={titleId} {...rest} />;
});
