import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Shell/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Busy, announces 'please wait...' while showing only the spinner. */
export const Visible: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    const text = within(status).getByText('please wait...');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const CustomText: Story = {
  args: { text: 'Encrypting your PDF...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Encrypting your PDF...');
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};
