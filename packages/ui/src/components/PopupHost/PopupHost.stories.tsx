import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { usePopup, type PopupType } from '../../hooks/use-popup';
import { withStoryClock } from '../../testing/storyClock';
import { Button } from '../Button';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { PopupHost } from './PopupHost';
import { PopupProvider } from './PopupProvider';

const meta = {
  title: 'Shell/PopupHost',
  component: PopupHost,
  args: { open: true, message: <strong>Profile updated</strong>, onClose: fn() },
} satisfies Meta<typeof PopupHost>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Polite status with markup and a close button that stays until closed. */
export const Info: Story = {
  play: async ({ canvas, args }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status.querySelector('strong')).toHaveTextContent('Profile updated');
    const card = status.firstElementChild;
    if (!card) throw new Error('popup card not rendered');
    await expect(card.getBoundingClientRect().width).toBeGreaterThanOrEqual(250);
    await matchScreenshot(card, 'info');
    await userEvent.click(canvas.getByRole('button', { name: 'Close popup' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Errors are alerts (assertive) and do not hide by themselves: still there long after a success popup would go. */
export const ErrorAlert: Story = {
  args: { type: 'error', message: 'Delete Error: article not found' },
  play: ({ canvas, args }) =>
    withStoryClock(async ({ tick }) => {
      const alert = canvas.getByRole('alert');
      await expect(alert).toHaveTextContent('Delete Error: article not found');
      await tick(60_000);
      await expect(alert).toHaveTextContent('Delete Error: article not found');
      await expect(args.onClose).not.toHaveBeenCalled();
    }),
};

function Trigger({ type }: { type: PopupType }) {
  const popup = usePopup();
  return (
    <Button onClick={() => popup.show({ message: 'Your project request was submitted successfully!', type })}>
      Submit
    </Button>
  );
}

/**
 * Through `usePopup()` on a fake clock: the success popup fades in over 0.5 s, starts fading out at 2500 ms and is
 * gone at 3000 ms.
 */
export const SuccessAutoHides: Story = {
  render: () => (
    <PopupProvider>
      <Trigger type="success" />
    </PopupProvider>
  ),
  play: ({ canvas }) =>
    withStoryClock(async ({ click, tick }) => {
      await click(canvas.getByRole('button', { name: 'Submit' }));
      const card = canvas.getByText('Your project request was submitted successfully!').parentElement;
      if (!card) throw new Error('popup card not rendered');
      await expect(card).toHaveAttribute('data-state', 'open');
      await expect(card).toHaveAttribute('data-variant', 'success');
      await expect(getComputedStyle(card).animationDuration).toBe('0.5s');
      await expect(getComputedStyle(card).transitionDuration).toBe('0.5s');
      await tick(2499);
      await expect(card).toHaveAttribute('data-state', 'open');
      await tick(1);
      await expect(card).toHaveAttribute('data-state', 'closing');
      await tick(499);
      await expect(canvas.getByRole('status')).toHaveTextContent('Your project request was submitted successfully!');
      await tick(1);
      await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    }),
};

/** An info popup shown through `usePopup()` closes with its button. */
export const ProviderCloseButton: Story = {
  render: () => (
    <PopupProvider>
      <Trigger type="info" />
    </PopupProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Your project request was submitted successfully!');
    await userEvent.click(canvas.getByRole('button', { name: 'Close popup' }));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};
