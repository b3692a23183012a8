import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NoResults } from './NoResults';

const meta = {
  title: 'Content/NoResults',
  component: NoResults,
  args: { query: 'quantum ransomware' },
} satisfies Meta<typeof NoResults>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('status');
    await expect(canvas.getByRole('heading', { name: 'NO RESULTS FOUND' })).toBeVisible();
    await expect(panel).toHaveTextContent('Nothing matches quantum ransomware. Try another keyword');
    await expect(panel.querySelector('q')).toHaveTextContent('quantum ransomware');
  },
};

export const CustomHint: Story = {
  args: { query: 'nobody@example.test', hint: 'Search users by e-mail address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('nobody@example.test. Search users by e-mail address.');
  },
};
