import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthGatePopup } from './AuthGatePopup';

const meta = {
  title: 'Shell/AuthGatePopup',
  component: AuthGatePopup,
  args: { onClose: fn() },
} satisfies Meta<typeof AuthGatePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Unknown visitors: the spec's message, 'Login page?' to /auth/login and 'Stay logged out' to /. */
export const UnknownVisitor: Story = {
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: 'We seems not to know you where would you like to go' });
    await expect(within(dialog).getByRole('link', { name: 'Login page?' })).toHaveAttribute('href', '/auth/login');
    await expect(within(dialog).getByRole('link', { name: 'Stay logged out' })).toHaveAttribute('href', '/');
    await expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
    await expect(within(dialog).getByRole('link', { name: 'Login page?' })).toHaveFocus();
  },
};

/** Signed-in users on an auth page: Dashboard, My account and a Close button. */
export const SignedIn: Story = {
  args: { variant: 'signed-in' },
  play: async ({ canvas, args }) => {
    const dialog = canvas.getByRole('dialog');
    await expect(within(dialog).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/ac/dashboard');
    await expect(within(dialog).getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/ac/profile');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A custom message names the dialog. */
export const CustomMessage: Story = {
  args: { message: 'Only administrators can open this page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: 'Only administrators can open this page' })).toBeVisible();
  },
};
