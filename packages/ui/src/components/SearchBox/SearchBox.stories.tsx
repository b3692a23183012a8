import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = {
  title: 'Content/SearchBox',
  component: SearchBox,
  args: { label: 'Search articles', placeholder: 'Search article...', onValueChange: fn() },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search articles' });
    await expect(input).toHaveAttribute('placeholder', 'Search article...');
    await expect(canvas.getByRole('search')).toContainElement(input);
    await userEvent.type(input, 'sql');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('sql');
  },
};

export const Controlled: Story = {
  args: { label: 'Search users', placeholder: 'Search users...' },
  render: function Render(args) {
    const [value, setValue] = useState('ADMIN');
    return (
      <>
        <SearchBox {...args} value={value} onValueChange={setValue} />
        <p>Query: {value.toLowerCase()}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(input).toHaveValue('ADMIN');
    await userEvent.clear(input);
    await userEvent.type(input, 'Jane');
    await expect(canvas.getByText('Query: jane')).toBeVisible();
  },
};
