import { useEffect, type RefObject } from 'react';

/** A text field whose value React controls. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Makes React report text typed into a server-rendered field before the page hydrated. React keeps such text in the
 * field but fires no change for it (its value tracker starts from what the field holds as it hydrates), so a
 * controlled field's state would stay at `value` while the field shows the text. Once, after the field mounts, if
 * the field holds something other than `value`, the text is replayed as a real `input` event: the field's `onChange`
 * runs with a React change event, as if the text had just been typed, and the caret stays where it was.
 *
 * Does nothing for an uncontrolled field (`value` undefined) or when the field holds `value`, as it does on a
 * client-only render or a hydration nothing was typed into. Runs in a microtask after the effect, outside React's
 * commit, so the update is rendered before React would put back the old controlled value.
 */
export function useTextTypedBeforeHydration(
  ref: RefObject<TextField | null>,
  value: string | number | readonly string[] | null | undefined,
): void {
  useEffect(() => {
    const field = ref.current;
    if (value === undefined || value === null || !field) return;
    const given = String(value);
    if (field.value === given) return;
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled && field.isConnected && field.value !== given) replayTyping(field, given);
    });
    return () => {
      cancelled = true;
    };
    // Once, as the field mounts (or hydrates): later changes come through onChange.
  }, []);
}

/**
 * Fires a real `input` event for the text in `field`, whose controlled value is `given`: React's value tracker is set
 * to `given` (through the field's own `value` setter, which React wraps), the text is put back through the
 * prototype's setter (which React does not see), and the event makes React compare the two and call `onChange`.
 */
function replayTyping(field: TextField, given: string): void {
  const typed = field.value;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  const focused = field.ownerDocument.activeElement === field;
  const selection = focused ? selectionOf(field) : undefined;
  field.value = given;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection && field.value === typed) field.setSelectionRange(...selection);
}

/** The caret or selection of a field that has one (text, search, password, textarea; not email or number). */
function selectionOf(field: TextField): [number, number, 'forward' | 'backward' | 'none'] | undefined {
  try {
    const { selectionStart, selectionEnd, selectionDirection } = field;
    if (selectionStart === null || selectionEnd === null) return undefined;
    return [selectionStart, selectionEnd, selectionDirection ?? 'none'];
  } catch {
    return undefined;
  }
}
