'use client';

import { useState, type KeyboardEventHandler, type ReactNode, type Ref } from 'react';
import { styled } from '../../theme/styled';

/** Props of AccordionItem (internal part of Accordion). */
export interface AccordionItemProps {
  /** Base for the header and region ids. */
  id: string;
  /** Header text. */
  title: string;
  /** Whether the region is shown. */
  open: boolean;
  /** Heading level wrapping the header button. */
  headingLevel: 2 | 3 | 4 | 5 | 6;
  /** Milliseconds of the height animation. */
  animationMs: number;
  /** Render the answer only once the item first opens. */
  lazy: boolean;
  /** Called when the header is activated (click, Enter, Space). */
  onToggle: () => void;
  /** Arrow/Home/End handling of the header. */
  onKeyDown: KeyboardEventHandler<HTMLButtonElement>;
  /** Receives the header button, for focus moves. */
  buttonRef: Ref<HTMLButtonElement>;
  /** The answer. */
  children: ReactNode;
}

const Item = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const Heading = styled.h3`
  margin: 0;
  font-size: 1rem;
`;

const Header = styled.button`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  font: inherit;
  font-weight: 600;
  text-align: left;
  /* A title may hold a long path with no spaces; it wraps inside the header rather than widening the page. */
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 0;
  cursor: pointer;
  &::after {
    content: '+';
    font-size: 1.25rem;
    color: ${({ theme }) => theme.color.primary};
  }
  &[aria-expanded='true']::after {
    content: '−';
  }
`;

/* Height animates through grid rows 0fr → 1fr; visibility waits for the close animation, then hides the content
   from assistive technology and the tab order. */
const Region = styled.div<{ $ms: number }>`
  display: grid;
  grid-template-rows: 0fr;
  visibility: hidden;
  transition:
    grid-template-rows ${({ $ms }) => $ms}ms ease,
    visibility 0s linear ${({ $ms }) => $ms}ms;
  &[data-state='open'] {
    grid-template-rows: 1fr;
    visibility: visible;
    transition: grid-template-rows ${({ $ms }) => $ms}ms ease;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-state='open'] {
      transition: none;
    }
  }
  > div {
    overflow: hidden;
  }
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.md} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** One header and region of an Accordion. */
export function AccordionItem(props: AccordionItemProps) {
  const { id, title, open, headingLevel, animationMs, lazy, onToggle, onKeyDown, buttonRef, children } = props;
  const state = open ? 'open' : 'closed';
  // A lazy answer mounts the first time its item opens and stays for the close animation.
  const [opened, setOpened] = useState(open || !lazy);
  if (open && !opened) setOpened(true);
  return (
    <Item data-state={state}>
      <Heading as={`h${headingLevel}`}>
        <Header
          ref={buttonRef}
          type="button"
          id={`${id}-header`}
          aria-expanded={open}
          aria-controls={`${id}-region`}
          onClick={onToggle}
          onKeyDown={onKeyDown}
        >
          {title}
        </Header>
      </Heading>
      <Region role="region" id={`${id}-region`} aria-labelledby={`${id}-header`} data-state={state} $ms={animationMs}>
        <div>
          <Answer>{opened && children}</Answer>
        </div>
      </Region>
    </Item>
  );
}
