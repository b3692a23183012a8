import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pressKeys } from '../../testing/pressKeys';
import { DateSelector } from './DateSelector';

const meta = {
  title: 'Forms/DateSelector',
  component: DateSelector,
  args: { onChange: fn() },
} satisfies Meta<typeof DateSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three labelled selects in a group named by the legend; the year list starts with the current year. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    const day = within(group).getByRole('combobox', { name: 'Day' });
    const month = within(group).getByRole('combobox', { name: 'Month' });
    const year = within(group).getByRole('combobox', { name: 'Year' });
    await expect(within(day).getAllByRole('option')).toHaveLength(32);
    await expect(within(month).getAllByRole('option')).toHaveLength(13);
    const years = within(year).getAllByRole('option');
    await expect(years).toHaveLength(101);
    await expect(years[1]).toHaveValue(String(new Date().getFullYear()));
  },
};

/** A chosen value shows in each select. */
export const WithValue: Story = {
  args: { defaultValue: { day: '05', month: '09', year: '1990' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Day' })).toHaveValue('05');
    await expect(canvas.getByRole('combobox', { name: 'Month' })).toHaveValue('09');
    await expect(canvas.getByRole('combobox', { name: 'Year' })).toHaveValue('1990');
  },
};

/**
 * Keyboard only: Tab reaches the day, month and year selects in order, and arrow keys and typing choose in each;
 * every choice reports the whole zero-padded value. Real key presses need the Vitest run (see `pressKeys`).
 */
export const Keyboard: Story = {
  args: { defaultValue: { day: '04', month: '08', year: '1990' } },
  play: async ({ canvas, args }) => {
    const day = canvas.getByRole('combobox', { name: 'Day' });
    const month = canvas.getByRole('combobox', { name: 'Month' });
    const year = canvas.getByRole('combobox', { name: 'Year' });
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await pressKeys('{ArrowDown}');
    await expect(day).toHaveValue('05');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '05', month: '08', year: '1990' });
    await pressKeys('7');
    await expect(day).toHaveValue('07');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '07', month: '08', year: '1990' });
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await pressKeys('9');
    await expect(month).toHaveValue('09');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '07', month: '09', year: '1990' });
    await userEvent.tab();
    await expect(year).toHaveFocus();
    await pressKeys('{ArrowDown}');
    await expect(year).toHaveValue('1989');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '07', month: '09', year: '1989' });
    await pressKeys('{ArrowUp}{ArrowUp}');
    await expect(year).toHaveValue('1991');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '07', month: '09', year: '1991' });
  },
};
