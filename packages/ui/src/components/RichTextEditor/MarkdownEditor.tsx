import { lazy } from 'react';
import type { ICommand, MDEditorProps } from '@uiw/react-md-editor';

/** The toolbar buttons carry aria-labels, so their SVG icons (role="img", no name) are hidden from assistive tech. */
function withHiddenIcon(command: ICommand): ICommand {
  return command.icon ? { ...command, icon: <span aria-hidden="true">{command.icon}</span> } : command;
}

/**
 * @uiw/react-md-editor, fetched only when an editor is first rendered; Tab moves focus instead of indenting
 * (no keyboard trap) and the toolbar icons are decorative.
 */
export const MarkdownEditor = lazy(async () => {
  const { default: MDEditor, getCommands, getExtraCommands } = await import('@uiw/react-md-editor');
  const commands = getCommands().map(withHiddenIcon);
  const extraCommands = getExtraCommands().map(withHiddenIcon);
  function AccessibleMarkdownEditor(props: MDEditorProps) {
    return <MDEditor commands={commands} extraCommands={extraCommands} defaultTabEnable {...props} />;
  }
  return { default: AccessibleMarkdownEditor };
});
