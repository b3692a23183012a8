import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { TextArea, type TextAreaProps } from './TextArea';

function Controlled(props: TextAreaProps) {
  const [value, setValue] = useState(props.value);
  return <TextArea {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'Message', value: '', required: true },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving it empty says 'Message field is required.'; typing clears the message. */
export const RequiredErrorOnBlur: Story = {
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(area);
    await userEvent.tab();
    await expect(area).toHaveAccessibleDescription('Message field is required.');
    await userEvent.type(area, 'Hello{enter}team');
    await expect(area).toHaveValue('Hello\nteam');
    await expect(area).toHaveAttribute('aria-invalid', 'false');
  },
};

/** Whitespace only still counts as empty. */
export const WhitespaceOnly: Story = {
  args: { value: '   ' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.click(area);
    await userEvent.tab();
    await expect(area).toHaveAttribute('aria-invalid', 'true');
  },
};
