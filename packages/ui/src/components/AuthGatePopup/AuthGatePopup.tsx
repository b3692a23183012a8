'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { DefaultLink, type LinkComponent } from '../../types';
import { Button } from '../Button';
import { DialogContent, DialogOverlay, DialogRoot, DialogTitle } from '../Dialog';

/** Who the gate speaks to: unknown visitors, or users already signed in who opened an auth page. */
export type AuthGateVariant = 'unknown' | 'signed-in';

/** Props of {@link AuthGatePopup}; other attributes go to the dialog element. */
export interface AuthGatePopupProps extends HTMLAttributes<HTMLDivElement> {
  /** Audience of the popup. @default 'unknown' */
  variant?: AuthGateVariant;
  /** Text of the popup, also its accessible name. @default per variant (SPEC section 2) */
  message?: string;
  /** Called by the Close button of the signed-in variant. @default undefined */
  onClose?: () => void;
  /** Router link of the app. @default DefaultLink */
  linkComponent?: LinkComponent;
}

const MESSAGES: Record<AuthGateVariant, string> = {
  unknown: 'We seems not to know you where would you like to go',
  'signed-in': 'You are already signed in. Where would you like to go?',
};

const LINKS: Record<AuthGateVariant, { label: string; href: string }[]> = {
  unknown: [
    { label: 'Login page?', href: '/auth/login' },
    { label: 'Stay logged out', href: '/' },
  ],
  'signed-in': [
    { label: 'Dashboard', href: '/ac/dashboard' },
    { label: 'My account', href: '/ac/profile' },
  ],
};

const Panel = styled(DialogContent)`
  width: 90%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.lg};
  text-align: center;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  p {
    font-size: 1.1rem;
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  a {
    font-weight: 600;
  }
`;

/**
 * The gate popup of guarded pages (unknown visitors) and of auth pages (users already signed in), built on the
 * `Dialog` parts: the message names the dialog, focus stays inside. The signed-in variant also closes on Escape
 * and on a click on the overlay. Other props and the ref go to the dialog element.
 */
export const AuthGatePopup = forwardRef<HTMLDivElement, AuthGatePopupProps>(function AuthGatePopup(
  { variant = 'unknown', message = MESSAGES[variant], onClose, linkComponent: Link = DefaultLink, ...rest },
  ref,
) {
  return (
    <DialogRoot
      open
      onOpenChange={(next) => {
        if (!next && variant === 'signed-in') onClose?.();
      }}
    >
      <DialogOverlay>
        <Panel ref={ref} data-variant={variant} {...rest}>
          <DialogTitle as="p">{message}</DialogTitle>
          <Actions>
            {LINKS[variant].map((link) => (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ))}
            {variant === 'signed-in' && (
              <Button variant="secondary" onClick={onClose}>
                Close
              </Button>
            )}
          </Actions>
        </Panel>
      </DialogOverlay>
    </DialogRoot>
  );
});
