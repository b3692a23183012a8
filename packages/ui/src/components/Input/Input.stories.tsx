import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { Input, type InputProps } from './Input';

function Controlled(props: InputProps) {
  const [value, setValue] = useState(props.value);
  return <Input {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { label: 'Email', value: '', type: 'email', required: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The visible label names the control; no error before the first blur. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'info@csi.co.ke');
    await expect(input).toHaveValue('info@csi.co.ke');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

/** Leaving a required empty field shows '{label} field is required.' tied to the input. */
export const RequiredErrorOnBlur: Story = {
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Email field is required.');
    await matchScreenshot(canvasElement, 'required-error');
    await userEvent.type(input, 'a');
    await expect(input).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.queryByText('Email field is required.')).not.toBeInTheDocument();
  },
};

/** An optional field may stay empty. */
export const Optional: Story = {
  args: { label: 'Phone number', type: 'tel', required: false },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'false');
  },
};

/** A message from outside wins over the field's own. */
export const ExternalError: Story = {
  args: { value: 'taken@csi.co.ke', error: 'Email already verified' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email already verified');
  },
};
