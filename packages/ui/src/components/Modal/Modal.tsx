import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { styled } from '../../theme/styled';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { useFocusTrap } from '../../hooks/use-focus-trap';
import { Button } from '../Button';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. @default false */
  open?: boolean;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Markup of the body. */
  children?: ReactNode;
  /** Called on Cancel, the close icon, a click on the dark overlay, or Escape. */
  onClose: () => void;
}

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
  max-width: 600px;
  max-height: 90vh;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  @media (max-width: ${({ theme }) => theme.breakpoint.modalSmall}px) {
    width: 95%;
  }
`;

const Header = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

const CloseIcon = styled.button`
  font: inherit;
  font-size: 1.5rem;
  line-height: 1;
  padding: ${({ theme }) => theme.space.xs};
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-top: ${({ theme }) => theme.space.lg};
`;

const subscribeToNothing = () => () => {};

/** False while rendering on the server (and hydrating), where there is no document.body to portal to. */
function useHasDocument(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

/**
 * The site's one modal dialog: a title, markup, a close icon and a single Cancel button, portalled to
 * document.body. Focus is trapped inside and returned on close; Escape and a click on the overlay close it.
 */
export function Modal({ open = false, title, children, onClose }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, open);
  useBodyScrollLock(open);
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);

  const hasDocument = useHasDocument();
  if (!open || !hasDocument) return null;
  return createPortal(
    <Overlay
      role="presentation"
      data-state="open"
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Header>
          <h2 id={titleId}>{title}</h2>
          <CloseIcon type="button" aria-label="Close" onClick={onClose}>
            ×
          </CloseIcon>
        </Header>
        <div>{children}</div>
        <Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </Footer>
      </Panel>
    </Overlay>,
    document.body,
  );
}
