'use client';

import type { RefObject } from 'react';
import { useReplayAfterHydration, type ControlledValue } from '../use-replay-after-hydration';

/**
 * Makes React report a checkbox ticked or unticked, or a radio chosen, in a server-rendered page before it hydrated.
 * React keeps the box as the user left it but fires no change for it, so a controlled box's state would stay at
 * `checked` while the box shows otherwise. Once, after the box mounts, if it shows other than `checked`, the click is
 * replayed: the box's `onChange` runs with a React change event whose target shows what the user chose.
 *
 * A radio is only replayed when it shows checked: the others of its group were unchecked by that choice. Does nothing
 * for an uncontrolled box (`checked` undefined) or when the box shows `checked`, as on a client-only render or a
 * hydration nothing was clicked over. What the box shows is read in the effect, before any render; the replay runs in
 * a microtask, so a change replayed for another box that renders this one back is replayed over all the same.
 */
export function useChoiceMadeBeforeHydration(
  ref: RefObject<HTMLInputElement | null>,
  checked: boolean | null | undefined,
): void {
  useReplayAfterHydration(ref, checked, readChoice, replayChoice);
}

/**
 * Makes React report an option chosen in a server-rendered `<select>` before the page hydrated: as
 * {@link useChoiceMadeBeforeHydration}, once after the select mounts, if its chosen options are not `value`, they
 * are chosen again and a `change` event (what React listens to on a select) runs its `onChange`.
 */
export function useOptionChosenBeforeHydration(ref: RefObject<HTMLSelectElement | null>, value: ControlledValue): void {
  useReplayAfterHydration(ref, value, readOptions, replayOptions);
}

/** Whether the box shows checked, if that is not `checked` (only a radio shown checked for a radio). */
function readChoice(box: HTMLInputElement, checked: boolean | null | undefined): boolean | undefined {
  if (checked === undefined || checked === null || (box.type !== 'checkbox' && box.type !== 'radio')) return undefined;
  const shown = box.checked;
  return shown === checked || (box.type === 'radio' && !shown) ? undefined : shown;
}

/**
 * Fires the click React takes a checkbox's or radio's change from: React's tracker is set to the controlled state
 * (through the box's own `checked` setter, which React wraps), the user's choice is put back through the prototype's
 * setter (which React does not see), and a `click` event makes React compare the two and call `onChange`. The event
 * is a plain Event, not a MouseEvent, so the browser runs no activation behaviour: the box does not toggle again.
 * It is the click the user made before the page could take it.
 */
function replayChoice(box: HTMLInputElement, shown: boolean, checked: boolean | null | undefined): void {
  if (checked === undefined || checked === null || shown === checked) return;
  const setChecked = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'checked')?.set;
  if (!setChecked) return;
  box.checked = checked;
  setChecked.call(box, shown);
  box.dispatchEvent(new Event('click', { bubbles: true }));
}

/** The values of the options chosen in `select`, if they are not `value`. */
function readOptions(select: HTMLSelectElement, value: ControlledValue): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const shown = chosen(select);
  return same(shown, given(select, value)) ? undefined : shown;
}

/** Chooses the options the user chose again and fires the `change` event React takes a select's change from. */
function replayOptions(select: HTMLSelectElement, shown: string[], value: ControlledValue): void {
  if (value === undefined || value === null || same(shown, given(select, value))) return;
  for (const option of select.options) option.selected = shown.includes(option.value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The values of the chosen options. */
function chosen(select: HTMLSelectElement): string[] {
  return [...select.selectedOptions].map((option) => option.value);
}

/** The values a select controlled with `value` chooses (one for a single select). */
function given(select: HTMLSelectElement, value: NonNullable<ControlledValue>): string[] {
  return typeof value === 'object' && select.multiple ? value.map(String) : [String(value)];
}

/** Whether two lists of option values choose the same options. */
function same(one: readonly string[], other: readonly string[]): boolean {
  return one.length === other.length && one.every((value) => other.includes(value));
}
