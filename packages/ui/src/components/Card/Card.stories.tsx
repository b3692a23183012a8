import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';
import { CardActions } from './CardActions';

const meta = {
  title: 'Content/Card',
  component: Card,
  args: { as: 'article', 'aria-label': 'Founder', children: 'Cards hold self-contained content.' },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Founder' })).toHaveTextContent(
      'Cards hold self-contained content.',
    );
  },
};

export const WithActions: Story = {
  args: {
    as: 'div',
    children: (
      <>
        <p>Two links, the first one filled.</p>
        <CardActions>
          <a href="/about-us">About us</a>
          <a href="/contact-us">Contact</a>
        </CardActions>
      </>
    ),
  },
  play: async ({ canvas, globals }) => {
    await expect(canvas.queryByRole('article')).toBeNull();
    const about = canvas.getByRole('link', { name: 'About us' });
    // The first link is filled with the theme's primary colour (#3ddc97 dark, #0b7a4b light).
    await expect(about).toHaveStyle({
      backgroundColor: globals.theme === 'light' ? 'rgb(11, 122, 75)' : 'rgb(61, 220, 151)',
    });
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'Contact' })).backgroundColor).toBe(
      'rgba(0, 0, 0, 0)',
    );
  },
};
