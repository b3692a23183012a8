import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { PasswordAnalyzer } from './PasswordAnalyzer';

const meta = {
  title: 'Security/PasswordAnalyzer',
  component: PasswordAnalyzer,
  args: { onChange: fn() },
} satisfies Meta<typeof PasswordAnalyzer>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Types a password into the analyzer and waits for its crack-time estimate. */
async function typePassword(canvas: Canvas, password: string) {
  await userEvent.type(canvas.getByLabelText('Password'), password);
  await canvas.findByText('Guesses needed', {}, { timeout: 5000 });
}

/** The text of each check the list shows, as read aloud (icon hidden): e.g. 'A number: met'. */
const checkTexts = (canvas: Canvas) =>
  within(canvas.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .map((item) => `${item.dataset.state} ${item.lastElementChild?.textContent}`);

/** The checks shown as met. */
const metChecks = (canvas: Canvas) => checkTexts(canvas).filter((text) => text.startsWith('met '));

/** Nothing typed: score 0, WEAK, every check unmet, no estimate. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '0');
    await expect(canvas.getByText('WEAK (0%)')).toBeVisible();
    await expect(metChecks(canvas)).toEqual([]);
    await expect(checkTexts(canvas)).toContain('unmet At least 12 characters: not met');
    await expect(canvas.queryByText('Loading password dictionaries…')).toBeNull();
  },
};

/** '12345': a number only, and a common password: 17, WEAK. */
export const Weak: Story = {
  play: async ({ canvas, args }) => {
    await typePassword(canvas, '12345');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '17');
    await expect(canvas.getByText('WEAK (17%)')).toBeVisible();
    await expect(metChecks(canvas)).toEqual(['met A number: met']);
    await expect(args.onChange).toHaveBeenLastCalledWith('12345');
    await expect(canvas.getByText(/^Warning: /)).toBeVisible();
  },
};

/** Three of six checks: 50, MODERATE. */
export const Moderate: Story = {
  play: async ({ canvas }) => {
    await typePassword(canvas, 'abcD');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText('MODERATE (50%)')).toBeVisible();
  },
};

/** Five of six checks: 83, STRONG. */
export const Strong: Story = {
  play: async ({ canvas }) => {
    await typePassword(canvas, 'abcD1!');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '83');
    await expect(canvas.getByText('STRONG (83%)')).toBeVisible();
    await expect(checkTexts(canvas)).toContain('unmet At least 12 characters: not met');
  },
};

/** All six checks: 100, VERY STRONG, and centuries to crack online. */
export const VeryStrong: Story = {
  play: async ({ canvas, canvasElement }) => {
    await typePassword(canvas, 'Xk9#mP2$vL7!qR');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('VERY STRONG (100%)')).toBeVisible();
    await expect(metChecks(canvas)).toHaveLength(6);
    await expect(canvas.getByText('centuries')).toBeVisible();
    canvas.getByLabelText('Password').blur();
    await matchScreenshot(canvasElement, 'very-strong');
  },
};

/** A listed common password is flagged whatever its case. */
export const CommonPassword: Story = {
  play: async ({ canvas }) => {
    await typePassword(canvas, 'PassWord1');
    await expect(checkTexts(canvas)).toContain('unmet Not a common password: not met');
    await expect(canvas.getByRole('meter')).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText(/^Warning: /)).toBeVisible();
  },
};

/** The show/hide toggle reveals what was typed. */
export const ShowAndHide: Story = {
  args: { defaultValue: 'secret-Pass1' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
