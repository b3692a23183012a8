'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes } from 'styled-components';
import { styled } from '../../theme/styled';
import { VisuallyHidden } from '../VisuallyHidden';

/** Props of {@link LoadingOverlay}. */
export interface LoadingOverlayProps extends HTMLAttributes<HTMLDivElement> {
  /** Whether the overlay covers the page. @default false */
  visible?: boolean;
  /** Announced to screen readers, not displayed. @default 'please wait...' */
  text?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1050;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.overlay};
`;

const Spinner = styled.span`
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 5px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** Full-page spinner shown while requests are in flight; busy and announced, its text hidden. */
export const LoadingOverlay = forwardRef<HTMLDivElement, LoadingOverlayProps>(function LoadingOverlay(
  { visible = false, text = 'please wait...', ...rest }: LoadingOverlayProps,
  ref,
) {
  if (!visible) return null;
  return (
    <Backdrop ref={ref} {...rest} role="status" aria-busy="true" aria-live="polite" data-state="visible">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{text}</VisuallyHidden>
    </Backdrop>
  );
});
