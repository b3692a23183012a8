import { act, type ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/** What {@link hydrateOverTypedText} leaves for the test to check. */
export interface HydratedOverTypedText<E extends HTMLInputElement | HTMLTextAreaElement> {
  /** The field the text was typed into, now hydrated. */
  field: E;
  /** What React passed to `onRecoverableError` (a hydration mismatch lands here). */
  errors: unknown[];
}

/**
 * Tests only: renders `page` to HTML as the server does, types `text` into its first field matching `selector` as a
 * user would before the scripts load (focused, the caret where `caret` says, at the end by default), then hydrates
 * `page` over it inside `act`. The root is unmounted when the test finishes.
 */
export async function hydrateOverTypedText<E extends HTMLInputElement | HTMLTextAreaElement = HTMLInputElement>(
  page: ReactElement,
  text: string,
  { selector = 'input, textarea', caret }: { selector?: string; caret?: [start: number, end: number] } = {},
): Promise<HydratedOverTypedText<E>> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const field = container.querySelector<E>(selector);
  if (!field) throw new Error(`no field matching ${selector} in the server HTML`);
  field.focus();
  field.value = text;
  if (caret) field.setSelectionRange(...caret);
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }),
  );
  onTestFinished(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { field, errors };
}
