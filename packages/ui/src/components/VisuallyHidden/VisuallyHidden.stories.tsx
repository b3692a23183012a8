import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Shell/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'please wait...' },
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text is in the accessibility tree yet takes one pixel on screen. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('please wait...');
    await expect(text.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
