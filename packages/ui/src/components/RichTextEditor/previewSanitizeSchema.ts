import { defaultSchema, type Options } from 'rehype-sanitize';

/**
 * The allow-list of the editor preview: GitHub's sanitizing schema (what github.com lets through in a README), plus
 * the class names the preview's syntax highlighting puts on code and its spans, and `aria-hidden` on the heading anchor
 * links the preview adds (their icon is not kept, so they must stay hidden from assistive tech). Everything else (scripts, frames,
 * forms, styles, event handlers, javascript: and data: URLs) is dropped: only what is listed survives.
 */
export const previewSanitizeSchema: Options = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), 'ariaHidden'],
    code: [...(defaultSchema.attributes?.code ?? []), 'className'],
    span: [...(defaultSchema.attributes?.span ?? []), 'className'],
  },
};
