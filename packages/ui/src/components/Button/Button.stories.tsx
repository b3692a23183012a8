import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyTheme } from '../../visual/storyTheme';
import { Button } from './Button';

const meta = {
  title: 'Forms/Button',
  component: Button,
  args: { children: 'Send OTP', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send OTP' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'SUBMIT REQUEST' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'SUBMIT REQUEST' })).toBeDisabled();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Cancel' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveAttribute('data-variant', 'secondary');
  },
};

/** Danger: the theme's danger colour with its own text token (contrast checked by the accessibility addon). */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete' },
  play: async ({ canvas, args, globals }) => {
    const { color } = storyTheme(globals);
    const button = canvas.getByRole('button', { name: 'Delete' });
    await expect(button).toHaveAttribute('data-variant', 'danger');
    await expect(button).toHaveStyle({ color: color.dangerText, backgroundColor: color.danger });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
