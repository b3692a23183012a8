export { RichTextEditor } from './RichTextEditor';
export type { RichTextEditorMode, RichTextEditorProps } from './RichTextEditor';
