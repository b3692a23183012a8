'use client';

import { styled } from '../../theme/styled';
import { Button } from '../Button';

/** Props of ResponseArea. */
export interface ResponseAreaProps {
  /** The text shown: a formatted reply, an error, or empty. */
  text: string;
  /** Whether a request is in flight. */
  busy: boolean;
  /** Called when 'clear Response' is pressed. */
  onClear: () => void;
}

const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & > div {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  & p {
    margin: 0;
    font-weight: 700;
  }
  &[data-state='error'] pre {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

const Output = styled.pre`
  margin: 0;
  min-height: 6rem;
  max-height: 24rem;
  overflow: auto;
  padding: ${({ theme }) => theme.space.md};
  font-family: ${({ theme }) => theme.font.mono};
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** The playground's response: the text, announced politely, and a 'clear Response' button. */
export function ResponseArea({ text, busy, onClear }: ResponseAreaProps) {
  const state = busy ? 'sending' : text.startsWith('Error: ') ? 'error' : text ? 'filled' : 'empty';
  return (
    <Root aria-label="Response" data-state={state}>
      <div>
        <p aria-hidden="true">Response</p>
        <Button variant="secondary" onClick={onClear}>
          clear Response
        </Button>
      </div>
      <Output role="status" aria-live="polite" aria-busy={busy} tabIndex={0} aria-label="Response body">
        {busy ? 'Sending…' : text}
      </Output>
    </Root>
  );
}
