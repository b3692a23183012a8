import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToolCard } from './ToolCard';

const meta = {
  title: 'Content/ToolCard',
  component: ToolCard,
  args: {
    name: 'Port Sentinel',
    description: 'Scans your hosts for open ports and reports risky services.',
    documentationLink: 'port-sentinel',
    downloadLink: 'https://downloads.example.test/port-sentinel.zip',
    githubLink: 'https://github.com/example/port-sentinel',
  },
} satisfies Meta<typeof ToolCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithGitHub: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Documentation' })).toHaveAttribute(
      'href',
      '/docs/g/cyber-tool/port-sentinel',
    );
    await expect(canvas.getByRole('link', { name: 'Documentation' })).not.toHaveAttribute('target');
    for (const name of ['Download', 'GitHub']) {
      const link = canvas.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(canvas.getByRole('link', { name: 'GitHub' })).toHaveAttribute(
      'href',
      'https://github.com/example/port-sentinel',
    );
  },
};

export const WithoutGitHub: Story = {
  args: { githubLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'GitHub' })).toBeNull();
  },
};
