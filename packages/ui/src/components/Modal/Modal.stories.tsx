import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useModal } from '../../hooks/use-modal';
import { Button } from '../Button';
import { matchScreenshot } from '../../visual/matchScreenshot';
import { Modal } from './Modal';
import { ModalProvider } from './ModalProvider';

function Trigger() {
  const modal = useModal();
  return (
    <Button onClick={() => modal.open({ title: 'Authentication Error', content: <p>Bad credentials</p> })}>
      Sign In
    </Button>
  );
}

const meta = {
  title: 'Shell/Modal',
  component: Modal,
  args: { open: true, title: 'Authentication Error', children: <p>Bad credentials</p>, onClose: fn() },
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens through `useModal()` from a trigger, so focus can go back to it. */
const withProvider: Story = {
  render: () => (
    <ModalProvider>
      <Trigger />
    </ModalProvider>
  ),
};

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function openFromTrigger(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign In' }));
  return page(canvasElement).getByRole('dialog', { name: 'Authentication Error' });
}

async function expectClosed(canvasElement: HTMLElement) {
  await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  await expect(within(canvasElement).getByRole('button', { name: 'Sign In' })).toHaveFocus();
}

/** Title, markup, a close icon and one Cancel button. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Authentication Error' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByText('Bad credentials')).toBeVisible();
    const names = within(dialog)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label') ?? button.textContent);
    await expect(names).toEqual(['Close', 'Cancel']);
    await matchScreenshot(dialog, 'open');
  },
};

export const ClosesOnCancel: Story = {
  ...withProvider,
  play: async ({ canvasElement }) => {
    const dialog = await openFromTrigger(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expectClosed(canvasElement);
  },
};

export const ClosesOnCloseIcon: Story = {
  ...withProvider,
  play: async ({ canvasElement }) => {
    const dialog = await openFromTrigger(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expectClosed(canvasElement);
  },
};

export const ClosesOnOverlayClick: Story = {
  ...withProvider,
  play: async ({ canvasElement }) => {
    const dialog = await openFromTrigger(canvasElement);
    await userEvent.click(dialog.parentElement as HTMLElement);
    await expectClosed(canvasElement);
  },
};

export const StaysOpenOnPanelClick: Story = {
  ...withProvider,
  play: async ({ canvasElement }) => {
    const dialog = await openFromTrigger(canvasElement);
    await userEvent.click(within(dialog).getByText('Bad credentials'));
    await userEvent.click(dialog);
    await expect(page(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

export const ClosesOnEscape: Story = {
  ...withProvider,
  play: async ({ canvasElement }) => {
    await openFromTrigger(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvasElement);
  },
};

/** Tab and Shift+Tab cycle between the close icon and Cancel and never leave the dialog. */
export const TrapsFocus: Story = {
  ...withProvider,
  play: async ({ canvasElement }) => {
    const dialog = await openFromTrigger(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(cancel).toHaveFocus();
    await expect(canvasElement.ownerDocument.body).toHaveAttribute('data-scroll-locked', 'true');
  },
};
