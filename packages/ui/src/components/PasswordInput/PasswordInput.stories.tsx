import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { PasswordInput, type PasswordInputProps } from './PasswordInput';

function Controlled(props: PasswordInputProps) {
  const [value, setValue] = useState(props.value);
  return <PasswordInput {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Forms/PasswordInput',
  component: PasswordInput,
  args: { label: 'Password', value: 'S3cret!pass', required: true, autoComplete: 'current-password' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PasswordInput>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Masked by default; the toggle is not pressed. */
export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The toggle reveals and hides the text again. */
export const Toggle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Required and empty: 'Password field is required.' on blur. */
export const RequiredErrorOnBlur: Story = {
  args: { value: '' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('Password field is required.');
  },
};
