import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { FileInput } from '../FileInput';
import { UploadProgress } from './UploadProgress';
import { useUpload } from './useUpload';

const meta = {
  title: 'Forms/UploadProgress',
  component: UploadProgress,
  args: { label: 'Upload of Profile picture', state: { phase: 'uploading', loaded: 0, total: 20 * 1024 * 1024 } },
} satisfies Meta<typeof UploadProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bytes sent of the total, as a bar with its percentage. */
export const Uploading: Story = {
  args: { state: { phase: 'uploading', loaded: 15 * 1024 * 1024, total: 20 * 1024 * 1024 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Upload of Profile picture' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(canvas.getByText('Uploading 15.0 MB of 20.0 MB (75%)')).toBeVisible();
  },
};

/** Sent; the server is working. */
export const Processing: Story = {
  args: { state: { phase: 'processing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Uploaded. Processing…');
  },
};

/** A 20 MB file sent in steps by a fake request: uploading, then processing, then done. */
function FakeUpload() {
  const upload = useUpload();
  const size = 20 * 1024 * 1024;
  const steps = [0.25, 0.5, 1];
  const send = () =>
    upload.track(size, async (onUploadProgress) => {
      for (const share of steps) {
        await new Promise((resolve) => setTimeout(resolve, 300));
        onUploadProgress({ loaded: size * share, total: size });
      }
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
  return (
    <div>
      <FileInput label="Profile picture" onFiles={() => undefined} upload={upload.state} />
      <Button onClick={() => void send()}>Send</Button>
    </div>
  );
}

/** The whole life of an upload with useUpload, as every file field shows it. */
export const FromStartToAnswer: Story = {
  render: () => <FakeUpload />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const bar = await canvas.findByRole('progressbar', { name: 'Upload of Profile picture' });
    await expect(bar).toHaveAttribute('aria-valuenow');
    await expect(await canvas.findByText('Uploading 10.0 MB of 20.0 MB (50%)')).toBeVisible();
    await expect(await canvas.findByText('Uploaded. Processing…', {}, { timeout: 3000 })).toBeVisible();
    await expect(await canvas.findByText('No file chosen')).toBeVisible();
  },
};
