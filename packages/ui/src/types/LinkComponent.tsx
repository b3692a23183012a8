'use client';

import { forwardRef, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** Props every link component receives: an app passes its router's link, the default is a plain anchor. */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Target path (internal, e.g. `/tech/pub`) or absolute URL. */
  href: string;
  children?: ReactNode;
}

/** A component that renders a link; components of this library take one as `linkComponent`. */
export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default link: a plain anchor. */
export const DefaultLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function DefaultLink(
  { href, children, ...rest },
  ref,
) {
  return (
    <a ref={ref} href={href} {...rest}>
      {children}
    </a>
  );
});
