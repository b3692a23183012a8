'use client';

import { forwardRef, type HTMLAttributes } from 'react';
import { keyframes } from 'styled-components';
import { styled } from '../../theme/styled';
import { formatBytes, type UploadState } from './uploadState';

/** Props of {@link UploadProgress}. */
export interface UploadProgressProps extends HTMLAttributes<HTMLDivElement> {
  /** Where the upload is; nothing shows while 'idle'. */
  state: UploadState;
  /** Names the bar, e.g. 'Upload of statement.pdf'. @default 'Upload' */
  label?: string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: 0.9rem;
  color: ${({ theme }) => theme.color.textMuted};
  & > p {
    margin: 0;
  }
`;

const Track = styled.div`
  height: 10px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.textMuted};
  border-radius: ${({ theme }) => theme.radius.round};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.primary};
  transition: width 0.2s ease-out;
`;

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

const Busy = styled(Fill)`
  width: 40%;
  animation: ${slide} 1.2s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    width: 100%;
    animation: none;
    opacity: 0.6;
  }
`;

/**
 * An upload's progress: a bar with the bytes sent of the total while uploading, then an indeterminate
 * 'Processing…' state until the server answers.
 */
export const UploadProgress = forwardRef<HTMLDivElement, UploadProgressProps>(function UploadProgress(
  { state, label = 'Upload', ...rest }: UploadProgressProps,
  ref,
) {
  if (state.phase === 'idle') return null;
  if (state.phase === 'processing') {
    return (
      <Root ref={ref} {...rest} data-state="processing">
        <Track role="progressbar" aria-label={label} aria-valuetext="Processing">
          <Busy />
        </Track>
        <p role="status">Uploaded. Processing…</p>
      </Root>
    );
  }
  const percent = state.total > 0 ? Math.min(100, Math.floor((state.loaded / state.total) * 100)) : 0;
  return (
    <Root ref={ref} {...rest} data-state="uploading">
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
      <p>
        Uploading {formatBytes(state.loaded)} of {formatBytes(state.total)} ({percent}%)
      </p>
    </Root>
  );
});
