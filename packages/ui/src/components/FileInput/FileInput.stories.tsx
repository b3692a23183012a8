import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileInput } from './FileInput';

const meta = {
  title: 'Forms/FileInput',
  component: FileInput,
  args: { label: 'PDF file', accept: 'application/pdf', onFiles: fn() },
} satisfies Meta<typeof FileInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A styled box: 'Choose file', then the chosen file's name and size; the label names the native input. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const input = canvas.getByLabelText('PDF file');
    await expect(canvas.getByText('No file chosen')).toBeVisible();
    const file = new File([new Uint8Array(2048)], 'statement.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    await expect(args.onFiles).toHaveBeenCalledWith([file]);
    await expect(canvas.getByText('statement.pdf (2.0 KB)')).toBeVisible();
  },
};

/** Several files at once (the hire form's uploads). */
export const Multiple: Story = {
  args: { label: 'Upload files', accept: undefined, multiple: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose files')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Upload files'), [
      new File(['a'], 'wireframes.png', { type: 'image/png' }),
      new File(['b'], 'spec.pdf', { type: 'application/pdf' }),
    ]);
    await expect(canvas.getByText('2 files: wireframes.png, spec.pdf')).toBeVisible();
  },
};

/** While the chosen file is sent: the bar under the field, bytes sent of the total. */
export const Uploading: Story = {
  args: { upload: { phase: 'uploading', loaded: 6 * 1024 * 1024, total: 20 * 1024 * 1024 } },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Upload of PDF file' });
    await expect(bar).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByText('Uploading 6.0 MB of 20.0 MB (30%)')).toBeVisible();
  },
};

/** Every byte sent, the server working: an indeterminate bar and 'Uploaded. Processing…'. */
export const Processing: Story = {
  args: { upload: { phase: 'processing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploaded. Processing…');
    await expect(canvas.getByRole('progressbar', { name: 'Upload of PDF file' })).not.toHaveAttribute('aria-valuenow');
  },
};

/** A refused choice: the message under the box describes the input. */
export const WithError: Story = {
  args: { error: 'Please choose a PDF file to encrypt.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('PDF file')).toHaveAccessibleDescription('Please choose a PDF file to encrypt.');
  },
};
