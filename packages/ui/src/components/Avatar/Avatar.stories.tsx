import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar';

// A wide picture, so the story shows it cropped to the circle rather than squeezed.
const picture =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="150"><rect width="300" height="150" fill="#0f766e"/><circle cx="150" cy="60" r="30" fill="#f8fafc"/><rect x="95" y="95" width="110" height="55" rx="27" fill="#f8fafc"/></svg>',
  );

const meta = {
  title: 'Content/Avatar',
  component: Avatar,
  args: { src: picture, alt: 'Profile picture of Wanjiku Mwangi' },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Profile picture of Wanjiku Mwangi' });
    await expect(image).toHaveAttribute('width', '96');
    await expect(image).toHaveStyle({ width: '96px', height: '96px', borderRadius: '50%', objectFit: 'cover' });
  },
};

export const Large: Story = {
  args: { size: 160 },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Profile picture of Wanjiku Mwangi' });
    await expect(image).toHaveAttribute('height', '160');
    await expect(image).toHaveStyle({ width: '160px', height: '160px' });
  },
};
