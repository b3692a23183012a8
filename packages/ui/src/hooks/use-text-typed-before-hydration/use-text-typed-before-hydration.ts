'use client';

import type { RefObject } from 'react';
import { useReplayAfterHydration, type ControlledValue } from '../use-replay-after-hydration';

/** A text field whose value React controls. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

/** A field's caret or selection: start, end, direction. */
type Selection = [start: number, end: number, direction: 'forward' | 'backward' | 'none'];

/** What was typed into a field before it hydrated, and where its caret was if it has the focus. */
interface Typed {
  text: string;
  selection: Selection | undefined;
}

/**
 * Makes React report text typed into a server-rendered field before the page hydrated. React keeps such text in the
 * field but fires no change for it (its value tracker starts from what the field holds as it hydrates), so a
 * controlled field's state would stay at `value` while the field shows the text. Once, after the field mounts, if
 * the field holds something other than `value`, the text is replayed as a real `input` event: the field's `onChange`
 * runs with a React change event, as if the text had just been typed, and the caret stays where it was.
 *
 * Does nothing for an uncontrolled field (`value` undefined) or when the field holds `value`, as it does on a
 * client-only render or a hydration nothing was typed into. The text and caret are read in the effect, before any
 * render; the replay runs in a microtask, outside React's commit, so the update is rendered at once instead of React
 * putting the old value back first. A change replayed for another field may render this one with its old value
 * before its own replay: the text read in the effect is replayed all the same.
 */
export function useTextTypedBeforeHydration(ref: RefObject<TextField | null>, value: ControlledValue): void {
  useReplayAfterHydration(ref, value, readTyping, replayTyping);
}

/** The text in `field` if it is not its controlled `value`, with the caret if the field has the focus. */
function readTyping(field: TextField, value: ControlledValue): Typed | undefined {
  if (value === undefined || value === null) return undefined;
  const text = field.value;
  if (text === String(value)) return undefined;
  return { text, selection: field.ownerDocument.activeElement === field ? selectionOf(field) : undefined };
}

/**
 * Fires a real `input` event that changes `field` from its controlled value to the typed text: React's value tracker
 * is set to the value (through the field's own `value` setter, which React wraps), the text is put in through the
 * prototype's setter (which React does not see), and the event makes React compare the two and call `onChange`.
 */
function replayTyping(field: TextField, { text, selection }: Typed, value: ControlledValue): void {
  if (value === undefined || value === null) return;
  const given = String(value);
  // Nobody can type in between: the field holds the text, or its value if a render put that back.
  if (text === given || (field.value !== text && field.value !== given)) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  field.value = given;
  setValue.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection && field.value === text && field.ownerDocument.activeElement === field) {
    field.setSelectionRange(...selection);
  }
}

/** The caret or selection of a field that has one (text, search, password, textarea; not email or number). */
function selectionOf(field: TextField): Selection | undefined {
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (selectionStart === null || selectionEnd === null) return undefined;
    return [selectionStart, selectionEnd, selectionDirection ?? 'none'];
  } catch {
    return undefined;
  }
}
