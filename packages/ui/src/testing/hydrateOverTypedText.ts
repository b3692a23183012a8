import type { ReactElement } from 'react';
import type { TextField } from '../hooks/use-text-typed-before-hydration';
import { hydrateOver } from './hydrateOver';

/** What {@link hydrateOverTypedText} leaves for the test to check. */
export interface HydratedOverTypedText<E extends TextField> {
  /** The (last) field text was typed into, now hydrated; it has the focus. */
  field: E;
  /** Every field text was typed into, in order. */
  fields: E[];
  /** What React passed to `onRecoverableError` (a hydration mismatch lands here). */
  errors: unknown[];
}

/**
 * Tests only: renders `page` to HTML as the server does, types `text` (or each of several texts, in order) into the
 * fields matching `selector` as a user would before the scripts load, the last one keeping the focus with its caret
 * where `caret` says (at the end by default), then hydrates `page` over it inside `act`. The root is unmounted when
 * the test finishes.
 */
export async function hydrateOverTypedText<E extends TextField = HTMLInputElement>(
  page: ReactElement,
  text: string | readonly string[],
  { selector = 'input, textarea', caret }: { selector?: string; caret?: [start: number, end: number] } = {},
): Promise<HydratedOverTypedText<E>> {
  const texts = typeof text === 'string' ? [text] : text;
  let fields: E[] = [];
  const { errors } = await hydrateOver(page, (container) => {
    fields = [...container.querySelectorAll<E>(selector)].slice(0, texts.length);
    const last = fields.at(-1);
    if (!last || fields.length < texts.length) throw new Error(`fewer than ${texts.length} fields match ${selector}`);
    fields.forEach((each, i) => {
      each.focus();
      each.value = texts[i] ?? '';
    });
    if (caret) last.setSelectionRange(...caret);
  });
  const field = fields.at(-1) as E;
  return { field, fields, errors };
}
