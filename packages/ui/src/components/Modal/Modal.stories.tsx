import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useState } from 'react';
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

/** A form in a Modal whose Save opens the provider's Modal on top, as the site's admin forms do. */
function FormWithValidation() {
  const modal = useModal();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Add article</Button>
      <Modal open={open} title="Add New Article" onClose={() => setOpen(false)}>
        <Button onClick={() => modal.open({ title: 'Validation Error', content: 'Title is required.' })}>Save</Button>
      </Modal>
    </>
  );
}

const meta = {
  title: 'Shell/Modal',
  component: Modal,
  // On the docs page each story gets a frame of its own: an open modal covers its frame, not the whole page, and
  // sits on the theme's page styles (font included) as it does in an app.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
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

/** Stacked on another Modal: Escape closes only the top one, and focus goes back to the button that opened it. */
export const StackedOnAModal: Story = {
  render: () => (
    <ModalProvider>
      <FormWithValidation />
    </ModalProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add article' }));
    const form = page(canvasElement).getByRole('dialog', { name: 'Add New Article' });
    const save = within(form).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const error = page(canvasElement).getByRole('dialog', {
      name: 'Validation Error',
      description: 'Title is required.',
    });
    await userEvent.keyboard('{Escape}');
    await expect(error).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(error).not.toBeInTheDocument());
    await expect(form).toHaveAttribute('data-state', 'open');
    await expect(save).toHaveFocus();
  },
};
