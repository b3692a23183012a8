import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { KeyMask } from './KeyMask';

const meta = {
  title: 'Security/KeyMask',
  component: KeyMask,
  args: { apiKey: 'csi_abcd1234efgh5678', onCopyError: fn() },
  beforeEach: installFakeClipboard,
} satisfies Meta<typeof KeyMask>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The key is masked at first: prefix, 4 characters at each end, stars between. */
export const Masked: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('csi_abcd********5678')).toBeVisible();
    await expect(canvas.queryByText('csi_abcd1234efgh5678')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Reveal' })).toHaveAttribute('aria-pressed', 'false');
    await matchScreenshot(canvasElement, 'masked');
  },
};

/** Reveal shows the real key, Hide masks it again. */
export const RevealAndHide: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal' }));
    await expect(canvas.getByText('csi_abcd1234efgh5678')).toBeVisible();
    const hide = canvas.getByRole('button', { name: 'Hide' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(canvas.getByText('csi_abcd********5678')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reveal' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Copy writes the real key, not the mask, and confirms with 'Copied'. */
export const CopiesTheRealKey: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(await navigator.clipboard.readText()).toBe('csi_abcd1234efgh5678');
    await expect(canvas.getByText('csi_abcd********5678')).toBeVisible();
  },
};

/** No key yet: 'Not set', and copying says 'No text to copy'. */
export const Empty: Story = {
  args: { apiKey: '' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Not set')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(await canvas.findByText('No text to copy')).toBeVisible();
    await expect(args.onCopyError).toHaveBeenCalledWith('No text to copy');
  },
};
