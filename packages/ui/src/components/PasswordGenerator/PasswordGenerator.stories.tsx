import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PASSWORD_CLASSES } from '../../lib/generatePassword';
import { installFakeClipboard } from '../CopyButton/fakeClipboard';
import { PasswordGenerator } from './PasswordGenerator';

const meta = {
  title: 'Security/PasswordGenerator',
  component: PasswordGenerator,
  args: { onGenerate: fn(), onCopyError: fn() },
  beforeEach: installFakeClipboard,
} satisfies Meta<typeof PasswordGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

const hasEveryClass = (password: string) =>
  PASSWORD_CLASSES.every((alphabet) => [...password].some((c) => alphabet.includes(c)));

/** Before the first press: an empty read-only field. */
export const Initial: Story = {
  play: async ({ canvas }) => {
    const output = canvas.getByLabelText('Generated password');
    await expect(output).toHaveValue('');
    await expect(output).toHaveAttribute('readonly');
  },
};

/** Generate gives 16 characters with every class, a new one each press, and reports it. */
export const Generates: Story = {
  play: async ({ canvas, args }) => {
    const output = canvas.getByLabelText<HTMLInputElement>('Generated password');
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    const first = output.value;
    await expect(first).toHaveLength(16);
    await expect(hasEveryClass(first)).toBe(true);
    await expect(args.onGenerate).toHaveBeenCalledWith(first);
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(output.value).not.toBe(first);
    await expect(args.onGenerate).toHaveBeenCalledTimes(2);
  },
};

/** A custom length. */
export const Length24: Story = {
  args: { length: 24 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await expect(canvas.getByLabelText<HTMLInputElement>('Generated password').value).toHaveLength(24);
  },
};

/** Copy puts the generated password on the clipboard and confirms. */
export const CopiesThePassword: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Generate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy password' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    const value = canvas.getByLabelText<HTMLInputElement>('Generated password').value;
    await expect(await navigator.clipboard.readText()).toBe(value);
  },
};

/** Copy before generating: 'No text to copy'. */
export const CopyBeforeGenerating: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy password' }));
    await expect(await canvas.findByText('No text to copy')).toBeVisible();
    await expect(args.onCopyError).toHaveBeenCalledWith('No text to copy');
  },
};

/** Beside a taller neighbour in a grid row (the home page's analyzer): Generate stays a normal button under the field. */
export const BesideATallerNeighbour: Story = {
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16 }}>
        <div style={{ height: 420 }} aria-hidden="true" />
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const field = canvas.getByLabelText('Generated password').getBoundingClientRect();
    const button = canvas.getByRole('button', { name: 'Generate' }).getBoundingClientRect();
    await expect(button.height).toBeLessThan(60);
    await expect(button.top - field.bottom).toBeLessThan(40);
  },
};
