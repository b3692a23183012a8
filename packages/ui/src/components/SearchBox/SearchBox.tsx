'use client';

import { forwardRef, useId, useRef, type InputHTMLAttributes } from 'react';
import { useMergedRef } from '../../hooks/use-merged-ref';
import { useTextTypedBeforeHydration } from '../../hooks/use-text-typed-before-hydration';
import { styled } from '../../theme/styled';
import { VisuallyHidden } from '../VisuallyHidden';

/** Props of SearchBox: any input attribute plus a label and a value callback. */
export interface SearchBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  /** Accessible label (visually hidden). @default 'Search' */
  label?: string;
  /** Called with the new text on every change. */
  onValueChange?: (value: string) => void;
}

const Root = styled.div`
  position: relative;
  input {
    width: 100%;
    font: inherit;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.round};
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  input::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * A labelled search field in a search landmark, e.g. 'Search article...'. Controlled (with `value`) on a page the
 * server rendered, text typed before the page was hydrated is reported once through `onValueChange` as it hydrates
 * (useTextTypedBeforeHydration): React keeps such text in the field but fires no change for it, so the page would not
 * act on what the field shows.
 */
export const SearchBox = forwardRef<HTMLInputElement, SearchBoxProps>(function SearchBox(
  { label = 'Search', onValueChange, id, ...rest },
  ref,
) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  useTextTypedBeforeHydration(inputRef, rest.value);
  return (
    <Root role="search">
      <VisuallyHidden as="label" htmlFor={inputId}>
        {label}
      </VisuallyHidden>
      <input ref={mergedRef} id={inputId} type="search" onChange={(e) => onValueChange?.(e.target.value)} {...rest} />
    </Root>
  );
});
