import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withStoryClock } from '../../testing/storyClock';
import { Countdown } from './Countdown';

const launch = new Date(2025, 8, 20, 0, 0, 0);

let mountedAt = Date.now();
/** A clock that reads `start` when the story mounts and then moves with the page's clock (the fake one in tests). */
const clockFrom = (start: Date) => () => new Date(start.getTime() + (Date.now() - mountedAt));
/** Mounts the story, starting every `clockFrom` clock now. */
const mountNow = <T,>(mount: () => Promise<T>) => {
  mountedAt = Date.now();
  return mount();
};

const meta = {
  title: 'Content/Countdown',
  component: Countdown,
  args: { target: launch, now: clockFrom(new Date(2025, 6, 1, 10, 20, 30)) },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const unit = (timer: HTMLElement, name: string) => timer.querySelector(`[data-unit="${name}"] strong`)?.textContent;

/** From 1 July 2025 10:20:30, on a fake clock: 30-day months, weeks and days, ticking once every 1000 ms. */
export const Running: Story = {
  play: ({ mount }) =>
    withStoryClock(async ({ tick }) => {
      const canvas = await mountNow(mount);
      const timer = canvas.getByRole('timer', { name: 'Time left until launch' });
      await expect(timer).toHaveAttribute('data-state', 'running');
      await expect(timer).toHaveTextContent('02 Months02 Weeks06 Days13 Hours39 Minutes30 Seconds');
      await tick(999);
      await expect(unit(timer, 'seconds')).toBe('30');
      await tick(1);
      await expect(unit(timer, 'seconds')).toBe('29');
      await tick(29_000);
      await expect(timer).toHaveTextContent('13 Hours39 Minutes00 Seconds');
      await tick(1000);
      await expect(timer).toHaveTextContent('13 Hours38 Minutes59 Seconds');
    }),
};

/** Two seconds before launch, on a fake clock: counts down to zeros, then stays there and stops ticking. */
export const ReachesZero: Story = {
  args: { now: clockFrom(new Date(launch.getTime() - 2000)) },
  play: ({ mount }) =>
    withStoryClock(async ({ tick }) => {
      const canvas = await mountNow(mount);
      const timer = canvas.getByRole('timer', { name: 'Time left until launch' });
      await expect(timer).toHaveTextContent('00 Minutes02 Seconds');
      await tick(1000);
      await expect(timer).toHaveTextContent('00 Minutes01 Seconds');
      await expect(timer).toHaveAttribute('data-state', 'running');
      await tick(1000);
      await expect(timer).toHaveAttribute('data-state', 'done');
      await expect(timer).toHaveTextContent('00 Months00 Weeks00 Days00 Hours00 Minutes00 Seconds');
      await tick(5000);
      await expect(timer).toHaveAttribute('data-state', 'done');
      await expect(timer).toHaveTextContent('00 Months00 Weeks00 Days00 Hours00 Minutes00 Seconds');
    }),
};

/** After the launch the countdown shows zeros from the start and stays there. */
export const StoppedAtZeros: Story = {
  args: { now: clockFrom(new Date(2025, 9, 1)), label: 'Community launch countdown' },
  play: ({ mount }) =>
    withStoryClock(async ({ tick }) => {
      const canvas = await mountNow(mount);
      const timer = canvas.getByRole('timer', { name: 'Community launch countdown' });
      await expect(timer).toHaveAttribute('data-state', 'done');
      await expect(timer).toHaveTextContent('00 Months00 Weeks00 Days00 Hours00 Minutes00 Seconds');
      await tick(60_000);
      await expect(timer).toHaveAttribute('data-state', 'done');
      await expect(timer).toHaveTextContent('00 Months00 Weeks00 Days00 Hours00 Minutes00 Seconds');
    }),
};
