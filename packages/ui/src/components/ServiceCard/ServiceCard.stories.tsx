import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ServiceCard } from './ServiceCard';

const image =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#17223a"/></svg>',
  );

const meta = {
  title: 'Content/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'Penetration testing',
    description: 'We attack your systems the way real adversaries would, then help you fix what we find.',
    image: { src: image, alt: 'A shield over a network diagram' },
    tags: ['web', 'mobile', 'network'],
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTags: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Penetration testing' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'A shield over a network diagram' })).toBeVisible();
    const tags = canvas.getByRole('list', { name: 'Tags' });
    await expect(tags.querySelectorAll('li')).toHaveLength(3);
    await expect(tags).toHaveTextContent('webmobilenetwork');
  },
};

export const WithoutTags: Story = {
  args: { tags: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
