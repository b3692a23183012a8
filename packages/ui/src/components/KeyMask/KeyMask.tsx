'use client';

import { forwardRef, type HTMLAttributes, useState } from 'react';
import { styled } from '../../theme/styled';
import { maskApiKey } from '../../lib/maskApiKey';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';

/** Props of KeyMask. */
export interface KeyMaskProps extends HTMLAttributes<HTMLDivElement> {
  /** The real API key; only its mask shows until revealed. */
  apiKey: string;
  /** Visible label. @default 'API key' */
  label?: string;
  /** Show the real key at first. @default false */
  defaultRevealed?: boolean;
  /** Called with the message when copying fails ('No text to copy' for an empty key). */
  onCopyError?: (message: string) => void;
}

const Root = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Value = styled.code`
  font-family: ${({ theme }) => theme.font.mono};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow-wrap: anywhere;
  &[data-state='empty'] {
    color: ${({ theme }) => theme.color.textMuted};
    font-family: inherit;
  }
`;

/** An API key shown masked, with a Reveal/Hide toggle and a button copying the real key. */
export const KeyMask = forwardRef<HTMLDivElement, KeyMaskProps>(function KeyMask(
  { apiKey, label = 'API key', defaultRevealed = false, onCopyError, ...rest }: KeyMaskProps,
  ref,
) {
  const [revealed, setRevealed] = useState(defaultRevealed);
  const state = apiKey === '' ? 'empty' : revealed ? 'revealed' : 'masked';
  return (
    <Root ref={ref} {...rest} data-state={state}>
      <span>{label}</span>
      <Value data-state={state}>{state === 'empty' ? 'Not set' : revealed ? apiKey : maskApiKey(apiKey)}</Value>
      <Button variant="secondary" aria-pressed={revealed} onClick={() => setRevealed(!revealed)}>
        {revealed ? 'Hide' : 'Reveal'}
      </Button>
      <CopyButton text={apiKey} label={`Copy ${label}`} onError={onCopyError} />
    </Root>
  );
});
