import type { LinkComponentProps } from '@csi/ui';
import { Link } from 'react-router-dom';

/** True for addresses that leave the site (scheme like https:, mailto:, tel:, or protocol-relative). */
export function isExternal(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** The ui `linkComponent` for this site: router links inside, plain anchors outside. */
export function RouterLink({ href, children, ...rest }: LinkComponentProps) {
  if (isExternal(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
