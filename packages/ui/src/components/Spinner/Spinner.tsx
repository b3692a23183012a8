'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes } from 'styled-components';
import { styled } from '../../theme/styled';

/** Props of Spinner. */
export interface SpinnerProps extends HTMLAttributes<HTMLDivElement> {
  /** Accessible label read by screen readers. @default 'Loading' */
  label?: string;
  /** Diameter in pixels. @default 48 */
  size?: number;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.div`
  border-radius: 50%;
  border: 4px solid ${({ theme }) => theme.color.border};
  border-top-color: ${({ theme }) => theme.color.primary};
  animation: ${spin} 0.9s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s;
  }
`;

/** A loading indicator announced as a status with a label. */
export const Spinner = forwardRef<HTMLDivElement, SpinnerProps>(function Spinner(
  { label = 'Loading', size = 48, style, ...rest },
  ref,
) {
  return <Ring ref={ref} {...rest} role="status" aria-label={label} style={{ ...style, width: size, height: size }} />;
});
