import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

function Controlled(props: RichTextEditorProps) {
  const [value, setValue] = useState(props.value);
  return <RichTextEditor {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  args: { value: '', onChange: () => undefined, height: 240 },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof RichTextEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The lazily loaded editor, once it has replaced the plain text area standing in for it. */
async function loadedEditor(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      const editor = canvasElement.querySelector<HTMLElement>('.w-md-editor');
      if (!editor) throw new Error('The editor has not loaded yet.');
      return editor;
    },
    { timeout: 10_000 },
  );
}

/** The markdown editor loads lazily; its text area keeps the visible label and takes typing. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await loadedEditor(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.type(area, '# Intro to SQL injection');
    await expect(area).toHaveValue('# Intro to SQL injection');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Intro to SQL injection' })).toBeVisible());
  },
};

/** Required and left empty: 'Content field is required.' tied to the text area. */
export const RequiredErrorOnBlur: Story = {
  args: { required: true },
  play: async ({ canvas, canvasElement }) => {
    await loadedEditor(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.click(area);
    await userEvent.tab();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Content field is required.');
  },
};

/** Too short: 'Content must be at least 20 characters.' until the bound is met. */
export const TooShort: Story = {
  args: { minLength: 20, value: 'Short text' },
  play: async ({ canvas, canvasElement }) => {
    await loadedEditor(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.click(area);
    await userEvent.tab();
    await expect(area).toHaveAccessibleDescription('Content must be at least 20 characters.');
    await userEvent.type(area, ' made longer');
    await expect(area).toHaveAttribute('aria-invalid', 'false');
  },
};

/** Too long: 'Article body must be at most 10 characters.' with a custom label. */
export const TooLong: Story = {
  args: { label: 'Article body', maxLength: 10, value: 'This text is too long' },
  play: async ({ canvas, canvasElement }) => {
    await loadedEditor(canvasElement);
    const area = canvas.getByRole('textbox', { name: 'Article body' });
    await userEvent.click(area);
    await userEvent.tab();
    await expect(area).toHaveAccessibleDescription('Article body must be at most 10 characters.');
  },
};

/** Raw HTML in the source never runs in the preview: scripts, handlers and script URLs are dropped. */
export const SafePreview: Story = {
  args: {
    mode: 'preview',
    value: [
      '## Preview',
      '<script>window.__csiXss = true</script>',
      '<img src="data:," alt="pixel" onerror="window.__csiXss = true">',
      '<a href="javascript:window.__csiXss = true">bad link</a>',
      '**bold** stays',
    ].join('\n\n'),
  },
  play: async ({ canvas, canvasElement }) => {
    const editor = await loadedEditor(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Preview' })).toBeVisible());
    const preview = editor.querySelector('.wmde-markdown') as HTMLElement;
    await expect(preview.querySelector('script')).toBeNull();
    await expect(preview.querySelector('img')).not.toHaveAttribute('onerror');
    await expect(canvas.getByText('bad link')).not.toHaveAttribute('href', expect.stringMatching(/^javascript:/));
    await expect(preview.querySelector('strong')).toHaveTextContent('bold');
    await expect(Reflect.get(window, '__csiXss')).toBeUndefined();
  },
};
