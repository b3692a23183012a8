import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Content/Spinner',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('status', { name: 'Loading' });
    await expect(spinner).toHaveStyle({ width: '48px', height: '48px' });
  },
};

export const SmallWithLabel: Story = {
  args: { size: 24, label: 'please wait...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'please wait...' })).toHaveStyle({ width: '24px' });
  },
};
