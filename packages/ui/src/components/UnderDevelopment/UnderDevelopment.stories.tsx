import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { UnderDevelopment } from './UnderDevelopment';

const meta = {
  title: 'Content/UnderDevelopment',
  component: UnderDevelopment,
} satisfies Meta<typeof UnderDevelopment>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Under Development' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Page under development' })).toBeVisible();
  },
};

export const OpenSource: Story = {
  args: { title: 'Open Source Projects', tagline: 'Our open-source work is coming soon.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Open Source Projects' })).toBeVisible();
    await expect(canvas.getByText('Our open-source work is coming soon.')).toBeVisible();
  },
};
