'use client';

import { forwardRef, type HTMLAttributes, useEffect, useState } from 'react';
import { styled } from '../../theme/styled';
import { copyText } from '../../lib/clipboard';
import { VisuallyHidden } from '../VisuallyHidden';
import { CopyIcon } from './CopyIcon';

/** Milliseconds the confirmation icon stays before reverting (SPEC section 9). */
export const COPY_CONFIRM_MS = 2000;

/** What the button shows: at rest, after a copy, or after a failure. */
export type CopyButtonState = 'idle' | 'copied' | 'error';

/** Props of CopyButton. */
export interface CopyButtonProps extends Omit<HTMLAttributes<HTMLButtonElement>, 'onCopy' | 'onError'> {
  /** The text to copy; empty text fails with 'No text to copy'. */
  text: string;
  /** Milliseconds before the confirmation or error reverts. @default 2000 */
  resetAfter?: number;
  /** Label at rest (visible with `showLabel`, else for screen readers only). @default 'Copy' */
  label?: string;
  /** Show the label as text next to the icon; otherwise the button is icon-only. @default false */
  showLabel?: boolean;
  /** Called after the text was copied. */
  onCopy?: (text: string) => void;
  /** Called with the message when copying fails ('No text to copy' for empty text). */
  onError?: (message: string) => void;
}

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font: inherit;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.875rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[data-state='copied'] {
    color: ${({ theme }) => theme.color.success};
    border-color: ${({ theme }) => theme.color.success};
  }
  &[data-state='error'] {
    color: ${({ theme }) => theme.color.danger};
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/* Hidden for screen readers only while idle and icon-only; shown once there is something to confirm. */
const Label = styled(VisuallyHidden)`
  &[data-hidden='false'] {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
  }
`;

/** Copies text to the clipboard and confirms with an icon and the text 'Copied', reverting after `resetAfter`. */
export const CopyButton = forwardRef<HTMLButtonElement, CopyButtonProps>(function CopyButton(
  { text, resetAfter = COPY_CONFIRM_MS, label = 'Copy', showLabel = false, onCopy, onError, ...rest }: CopyButtonProps,
  ref,
) {
  const [state, setState] = useState<CopyButtonState>('idle');
  const [error, setError] = useState('');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), resetAfter);
    return () => clearTimeout(timer);
  }, [state, resetAfter]);

  const copy = async () => {
    try {
      await copyText(text);
      setState('copied');
      onCopy?.(text);
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      setError(message);
      setState('error');
      onError?.(message);
    }
  };

  const shown = { idle: label, copied: 'Copied', error }[state];
  return (
    <Root ref={ref} {...rest} type="button" data-state={state} onClick={copy}>
      <CopyIcon state={state} />
      <Label aria-live="polite" data-hidden={!showLabel && state === 'idle'}>
        {shown}
      </Label>
    </Root>
  );
});
