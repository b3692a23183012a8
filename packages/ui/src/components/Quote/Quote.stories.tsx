import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Quote } from './Quote';

const meta = {
  title: 'Content/Quote',
  component: Quote,
  args: { children: 'Security is a process, not a product.', cite: 'Bruce Schneier' },
} satisfies Meta<typeof Quote>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCite: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent('Security is a process, not a product.');
    await expect(canvasElement.querySelector('figcaption cite')).toHaveTextContent('Bruce Schneier');
  },
};

export const WithoutCite: Story = {
  args: { cite: undefined, children: 'Learn how SQL injection works and how to stop it.' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('blockquote')).toBeVisible();
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
  },
};
