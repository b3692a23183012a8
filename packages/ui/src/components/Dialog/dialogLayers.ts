'use client';

import { trapTab } from '../../hooks/use-focus-trap';

/** One open dialog: its content element and what Escape does to it. */
export interface DialogLayer {
  content: HTMLElement;
  onEscape: (event: KeyboardEvent) => void;
}

/** The open dialogs of each document, the last one on top. */
const stacks = new WeakMap<Document, DialogLayer[]>();

/** The one keydown listener of a document: only the top dialog hears Escape, and only it keeps Tab inside. */
function onKeyDown(event: KeyboardEvent) {
  const stack = stacks.get(event.currentTarget as Document) ?? [];
  const top = stack[stack.length - 1];
  if (!top) return;
  if (event.key === 'Escape') top.onEscape(event);
  else trapTab(top.content, event);
}

/** Puts a dialog on top of its document's stack; the function returned takes it off again. */
export function pushDialogLayer(layer: DialogLayer): () => void {
  const doc = layer.content.ownerDocument;
  const stack = stacks.get(doc) ?? [];
  if (stack.length === 0) doc.addEventListener('keydown', onKeyDown);
  stacks.set(doc, [...stack, layer]);
  return () => {
    const rest = (stacks.get(doc) ?? []).filter((entry) => entry !== layer);
    stacks.set(doc, rest);
    if (rest.length === 0) doc.removeEventListener('keydown', onKeyDown);
  };
}
