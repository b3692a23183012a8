'use client';

import { lazy } from 'react';
import type { ICommand, MDEditorProps } from '@uiw/react-md-editor';

/** The toolbar buttons carry aria-labels, so their SVG icons (role="img", no name) are hidden from assistive tech. */
function withHiddenIcon(command: ICommand): ICommand {
  return command.icon ? { ...command, icon: <span aria-hidden="true">{command.icon}</span> } : command;
}

/**
 * @uiw/react-md-editor, fetched only when an editor is first rendered; Tab moves focus instead of indenting
 * (no keyboard trap), the toolbar icons are decorative, and the preview keeps only what an allow-list names
 * (rehype-sanitize with previewSanitizeSchema), loaded with it.
 */
export const MarkdownEditor = /* @__PURE__ */ lazy(async () => {
  const [{ default: MDEditor, getCommands, getExtraCommands }, { default: rehypeSanitize }, { previewSanitizeSchema }] =
    await Promise.all([import('@uiw/react-md-editor'), import('rehype-sanitize'), import('./previewSanitizeSchema')]);
  const commands = getCommands().map(withHiddenIcon);
  const extraCommands = getExtraCommands().map(withHiddenIcon);
  const previewOptions: MDEditorProps['previewOptions'] = { rehypePlugins: [[rehypeSanitize, previewSanitizeSchema]] };
  function AccessibleMarkdownEditor(props: MDEditorProps) {
    return (
      <MDEditor
        commands={commands}
        extraCommands={extraCommands}
        defaultTabEnable
        {...props}
        previewOptions={previewOptions}
      />
    );
  }
  return { default: AccessibleMarkdownEditor };
});
