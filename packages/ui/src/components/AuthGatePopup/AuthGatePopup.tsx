import { useId, useRef } from 'react';
import { styled } from '../../theme/styled';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { DefaultLink, type LinkComponent } from '../../types';
import { Button } from '../Button';

/** Who the gate speaks to: unknown visitors, or users already signed in who opened an auth page. */
export type AuthGateVariant = 'unknown' | 'signed-in';

/** Props of {@link AuthGatePopup}. */
export interface AuthGatePopupProps {
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

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.overlay};
`;

const Panel = styled.div`
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

/** The gate popup of guarded pages (unknown visitors) and of auth pages (users already signed in). */
export function AuthGatePopup({
  variant = 'unknown',
  message = MESSAGES[variant],
  onClose,
  linkComponent: Link = DefaultLink,
}: AuthGatePopupProps) {
  const messageId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true);
  return (
    <Overlay>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={messageId} data-variant={variant}>
        <p id={messageId}>{message}</p>
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
    </Overlay>
  );
}
