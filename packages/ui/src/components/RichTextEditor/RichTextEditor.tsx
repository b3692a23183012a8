'use client';

import { forwardRef, Suspense, type HTMLAttributes } from 'react';
import { styled } from '../../theme/styled';
import { controlStyles } from '../Input/controlStyles';
import { FormField } from '../Input/FormField';
import { useFieldProps } from '../Input/useFieldProps';
import { MarkdownEditor } from './MarkdownEditor';

/** How the editor splits its space between source and preview. */
export type RichTextEditorMode = 'edit' | 'live' | 'preview';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'id'> {
  /** Visible label, also used in messages ('Content must be at least 20 characters.'). @default 'Content' */
  label?: string;
  /** Markdown source (controlled). */
  value: string;
  /** Called with the new source on every edit. */
  onChange: (value: string) => void;
  /** The content must not be empty. @default false */
  required?: boolean;
  /** Fewest characters allowed. @default undefined */
  minLength?: number;
  /** Most characters allowed. @default undefined */
  maxLength?: number;
  /** Message from outside, shown instead of the editor's own. @default undefined */
  error?: string;
  /** Id of the text area. @default a generated id */
  id?: string;
  /** Height of the editor in px. @default 320 */
  height?: number;
  /** Source, preview or both side by side. @default 'live' */
  mode?: RichTextEditorMode;
}

const Frame = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  .w-md-editor {
    --color-canvas-default: ${({ theme }) => theme.color.surfaceAlt};
  }
  .w-md-editor[data-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.color.danger};
  }
  .w-md-editor-toolbar li > button {
    min-width: 24px;
    min-height: 24px;
  }
`;

const Fallback = styled.textarea<{ $height: number }>`
  ${controlStyles}
  height: ${({ $height }) => $height}px;
  font-family: ${({ theme }) => theme.font.mono};
  resize: none;
`;

/**
 * Markdown editor with live preview, loaded lazily (a plain text area stands in meanwhile). Shows the first broken
 * bound (required, minLength, maxLength) on blur. The preview keeps only what an allow-list names (rehype-sanitize).
 */
export const RichTextEditor = forwardRef<HTMLDivElement, RichTextEditorProps>(function RichTextEditor(
  {
    label = 'Content',
    value,
    onChange,
    required,
    minLength,
    maxLength,
    error,
    id,
    height = 320,
    mode = 'live',
    ...rest
  },
  ref,
) {
  const field = useFieldProps<HTMLTextAreaElement>({ label, value, id, error, required, minLength, maxLength });
  const textarea = { ...field.control, required };
  return (
    <FormField ref={ref} {...rest} id={field.id} label={label} error={field.error}>
      <Frame data-color-mode="dark" $height={height}>
        <Suspense
          fallback={
            <Fallback {...textarea} value={value} onChange={(event) => onChange(event.target.value)} $height={height} />
          }
        >
          <MarkdownEditor
            value={value}
            onChange={(next) => onChange(next ?? '')}
            height={height}
            preview={mode}
            textareaProps={textarea}
            data-invalid={field.error !== undefined}
          />
        </Suspense>
      </Frame>
    </FormField>
  );
});
