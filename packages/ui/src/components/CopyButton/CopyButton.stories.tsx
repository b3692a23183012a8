import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { withStoryClock } from '../../testing/storyClock';
import { CopyButton } from './CopyButton';
import { installFakeClipboard } from './fakeClipboard';

const meta = {
  title: 'Content/CopyButton',
  component: CopyButton,
  args: { text: 'csi_abcd1234efgh5678', onCopy: fn(), onError: fn() },
  beforeEach: installFakeClipboard,
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Copy' });
    await expect(button).toHaveAttribute('data-state', 'idle');
  },
};

/** On a fake clock: the confirmation icon and 'Copied' stay for 2000 ms, then the button reverts to 'Copy'. */
export const CopiedThenReverts: Story = {
  play: ({ canvas, args }) =>
    withStoryClock(async ({ click, tick }) => {
      await click(canvas.getByRole('button', { name: 'Copy' }));
      const button = canvas.getByRole('button', { name: 'Copied' });
      await expect(button).toHaveAttribute('data-state', 'copied');
      await expect(args.onCopy).toHaveBeenCalledWith('csi_abcd1234efgh5678');
      await expect(await navigator.clipboard.readText()).toBe('csi_abcd1234efgh5678');
      await tick(1999);
      await expect(button).toHaveAttribute('data-state', 'copied');
      await tick(1);
      await expect(button).toHaveAttribute('data-state', 'idle');
      await expect(button).toHaveAccessibleName('Copy');
    }),
};

export const NoTextToCopy: Story = {
  args: { text: '' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByText('No text to copy')).toBeVisible();
    await expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'error');
    await expect(args.onError).toHaveBeenCalledWith('No text to copy');
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const WithLabel: Story = {
  args: { showLabel: true, label: 'Copy key' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Copy key')).toBeVisible();
  },
};
