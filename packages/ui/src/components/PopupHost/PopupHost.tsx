'use client';

import { forwardRef, type HTMLAttributes, type ReactNode, useEffect, useState } from 'react';
import { keyframes } from 'styled-components';
import { styled } from '../../theme/styled';
import type { PopupType } from '../../hooks/use-popup';
import { POPUP_DURATION_MS, POPUP_FADE_MS } from './popupTiming';

/** Props of {@link PopupHost}. */
export interface PopupHostProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether a popup is on screen. @default false */
  open?: boolean;
  /** Markup of the message. @default undefined */
  message?: ReactNode;
  /** Kind of popup; only success hides by itself. @default 'info' */
  type?: PopupType;
  /** Time in ms a success popup stays, its fade-out included. @default 3000 */
  duration?: number;
  /** Length of the fade-in and fade-out in ms. @default 500 */
  fade?: number;
  /** Called when the close button is pressed or a success popup has timed out. */
  onClose: () => void;
  /**
   * Identifies one showing of a popup: a new value starts the full time and fade again, even for the same
   * message shown twice in a row. @default undefined
   */
  showId?: number;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;

const Region = styled.div`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  left: 50%;
  transform: translateX(-50%);
  z-index: 1100;
`;

const Card = styled.div<{ $fade: number }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  min-width: 250px;
  max-width: calc(100vw - 32px);
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid ${({ theme }) => theme.color.info};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  animation: ${fadeIn} ${({ $fade }) => $fade}ms ease-out;
  transition: opacity ${({ $fade }) => $fade}ms ease-in;
  &[data-variant='success'] {
    border-left-color: ${({ theme }) => theme.color.success};
  }
  &[data-variant='error'] {
    border-left-color: ${({ theme }) => theme.color.danger};
  }
  &[data-state='closing'] {
    opacity: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
    transition: none;
  }
`;

const Message = styled.div`
  flex: 1;
`;

const CloseButton = styled.button`
  font: inherit;
  font-size: 1.25rem;
  line-height: 1;
  background: transparent;
  color: ${({ theme }) => theme.color.text};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  padding: ${({ theme }) => theme.space.xs};
  cursor: pointer;
`;

/**
 * The popup area of the shell: one message at a time, announced politely (errors assertively).
 * A success popup fades out from `duration - fade` ms and is gone after `duration` ms.
 */
export const PopupHost = forwardRef<HTMLDivElement, PopupHostProps>(function PopupHost(
  {
    open = false,
    message,
    type = 'info',
    duration = POPUP_DURATION_MS,
    fade = POPUP_FADE_MS,
    onClose,
    showId,
    ...rest
  }: PopupHostProps,
  ref,
) {
  const [closing, setClosing] = useState(false);
  const [shown, setShown] = useState({ open, message, type, showId });
  if (shown.open !== open || shown.message !== message || shown.type !== type || shown.showId !== showId) {
    setShown({ open, message, type, showId });
    setClosing(false);
  }
  useEffect(() => {
    if (!open || type !== 'success') return;
    const fadeTimer = setTimeout(() => setClosing(true), Math.max(0, duration - fade));
    const hideTimer = setTimeout(onClose, duration);
    return () => {
      clearTimeout(fadeTimer);
      clearTimeout(hideTimer);
    };
  }, [open, type, message, showId, duration, fade, onClose]);

  return (
    <Region
      ref={ref}
      {...rest}
      role={type === 'error' ? 'alert' : 'status'}
      aria-live={type === 'error' ? 'assertive' : 'polite'}
    >
      {open && (
        <Card data-variant={type} data-state={closing ? 'closing' : 'open'} $fade={fade}>
          <Message>{message}</Message>
          <CloseButton type="button" aria-label="Close popup" onClick={onClose}>
            ×
          </CloseButton>
        </Card>
      )}
    </Region>
  );
});
