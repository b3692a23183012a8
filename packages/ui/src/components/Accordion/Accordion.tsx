'use client';

import { forwardRef, type HTMLAttributes, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { styled } from '../../theme/styled';
import { AccordionItem } from './AccordionItem';

/** Milliseconds of the open/close height animation (SPEC section 9). */
export const ACCORDION_ANIMATION_MS = 300;

/** One question and its answer. */
export interface AccordionItemData {
  /** The header text (e.g. the question). */
  title: string;
  /** The content shown when open. */
  answer: ReactNode;
}

/** Props of Accordion. */
export interface AccordionProps extends HTMLAttributes<HTMLDivElement> {
  /** The items, each toggling on its own. */
  items: AccordionItemData[];
  /** Indexes open at first. @default [] */
  defaultOpen?: number[];
  /** Heading level of the item headers. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Milliseconds of the height animation (none when the user prefers reduced motion). @default 300 */
  animationMs?: number;
  /**
   * Render each answer only once its item first opens: for a long list of heavy answers (the API reference has
   * dozens, each with schemas, tables and a form), where closed items should cost only their headers. Closed answers
   * are then absent from the server-rendered HTML, so leave it off for content search engines should read (an FAQ).
   * @default false
   */
  lazy?: boolean;
}

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

/** A list of items that open independently (several may be open) with arrow-key, Home and End header navigation. */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  {
    items,
    defaultOpen = [],
    headingLevel = 3,
    animationMs = ACCORDION_ANIMATION_MS,
    lazy = false,
    ...rest
  }: AccordionProps,
  ref,
) {
  const baseId = useId();
  const [open, setOpen] = useState(() => new Set(defaultOpen));
  const headers = useRef<(HTMLButtonElement | null)[]>([]);

  const toggle = (index: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    headers.current[move(index, items.length)]?.focus();
  };

  return (
    <List ref={ref} {...rest}>
      {items.map((item, index) => (
        <AccordionItem
          key={index}
          id={`${baseId}-${index}`}
          title={item.title}
          open={open.has(index)}
          headingLevel={headingLevel}
          animationMs={animationMs}
          lazy={lazy}
          onToggle={() => toggle(index)}
          onKeyDown={(event) => onKeyDown(index, event)}
          buttonRef={(el) => {
            headers.current[index] = el;
          }}
        >
          {item.answer}
        </AccordionItem>
      ))}
    </List>
  );
});
