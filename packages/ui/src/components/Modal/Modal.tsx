'use client';

import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from '../../theme/styled';
import { Button } from '../Button';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogOverlay,
  DialogPortal,
  DialogRoot,
  DialogTitle,
} from '../Dialog';

/** Props of {@link Modal}; other attributes go to the dialog element. */
export interface ModalProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether the dialog is shown. @default false */
  open?: boolean;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Text under the title that says what the dialog is about (its `aria-describedby`). @default undefined */
  description?: ReactNode;
  /** Markup of the body. */
  children?: ReactNode;
  /** Called on Cancel, the close icon, a click on the dark overlay, or Escape. */
  onClose: () => void;
}

const Panel = styled(DialogContent)`
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

const CloseIcon = styled(DialogClose)`
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

/**
 * The site's one modal dialog, built on the `Dialog` parts: a title, markup, a close icon and a single Cancel
 * button, portalled to document.body. Focus is trapped inside and returned on close; Escape (when it is the top
 * dialog) and a click on the overlay close it. Other props and the ref go to the dialog element.
 */
export const Modal = forwardRef<HTMLDivElement, ModalProps>(function Modal(
  { open = false, title, description, children, onClose, ...rest },
  ref,
) {
  return (
    <DialogRoot
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogPortal>
        <DialogOverlay>
          <Panel ref={ref} {...rest}>
            <Header>
              <DialogTitle>{title}</DialogTitle>
              <CloseIcon aria-label="Close">×</CloseIcon>
            </Header>
            {description !== undefined && <DialogDescription as="div">{description}</DialogDescription>}
            <div>{children}</div>
            <Footer>
              <Button variant="secondary" onClick={onClose}>
                Cancel
              </Button>
            </Footer>
          </Panel>
        </DialogOverlay>
      </DialogPortal>
    </DialogRoot>
  );
});
