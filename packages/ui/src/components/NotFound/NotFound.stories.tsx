import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = {
  title: 'Content/NotFound',
  component: NotFound,
} satisfies Meta<typeof NotFound>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeVisible();
    await expect(canvas.getByText(/link you followed may be broken.*moved/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'RETURN TO SAFETY' })).toHaveAttribute('href', '/');
  },
};

export const MissingArticle: Story = {
  args: {
    title: 'Article not found',
    message: "Oops! We couldn't find the article you're looking for.",
    query: 'sql-injection-advanced',
    hint: 'Please check the URL or try searching for another topic.',
    action: { label: 'Go to Home', href: '/' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Oops! We couldn't find the article you're looking for.")).toBeVisible();
    await expect(canvas.getByText('sql-injection-advanced')).toBeVisible();
    await expect(canvas.getByText('Please check the URL or try searching for another topic.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('link', { name: 'RETURN TO SAFETY' })).toBeNull();
  },
};

export const MissingTool: Story = {
  args: {
    title: 'Tool not found',
    message: "Oops! We couldn't find the tool you're looking for.",
    hint: 'Please check the URL or try searching for another cyber tool.',
    action: { label: 'Go to Home', href: '/' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Oops! We couldn't find the tool you're looking for.")).toBeVisible();
    await expect(canvas.getByText('Please check the URL or try searching for another cyber tool.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'RETURN TO SAFETY' })).toBeNull();
  },
};
