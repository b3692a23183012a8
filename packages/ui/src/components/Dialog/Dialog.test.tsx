import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { ThemeProvider } from '../../theme';
import { DialogClose } from './DialogClose';
import { DialogContent } from './DialogContent';
import { DialogDescription } from './DialogDescription';
import { DialogOverlay } from './DialogOverlay';
import { DialogPortal } from './DialogPortal';
import { DialogRoot } from './DialogRoot';
import { DialogTitle } from './DialogTitle';
import { DialogTrigger } from './DialogTrigger';

/** A button that opens a dialog of its own; `inner` goes inside that dialog. */
function OpenerWithDialog({ label, title, inner }: { label: string; title: string; inner?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <DialogRoot open={open} onOpenChange={setOpen}>
        <DialogPortal>
          <DialogOverlay>
            <DialogContent>
              <DialogTitle>{title}</DialogTitle>
              <DialogDescription>{`${title}: are you sure?`}</DialogDescription>
              <DialogClose>Cancel</DialogClose>
              {inner}
            </DialogContent>
          </DialogOverlay>
        </DialogPortal>
      </DialogRoot>
    </>
  );
}

const renderInTheme = (ui: ReactNode) => render(<ThemeProvider withGlobalStyle={false}>{ui}</ThemeProvider>);

describe('given a default Dialog', () => {
  it('names the dialog by its title and describes it by its description', async () => {
    renderInTheme(<OpenerWithDialog label="Delete" title="Delete Article" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Delete Article',
      description: 'Delete Article: are you sure?',
    });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-labelledby', screen.getByRole('heading', { name: 'Delete Article' }).id);
    expect(dialog).toHaveAttribute('aria-describedby', screen.getByText('Delete Article: are you sure?').id);
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  it('without a DialogDescription, has no aria-describedby', () => {
    renderInTheme(
      <DialogRoot defaultOpen>
        <DialogContent>
          <DialogTitle>Saved</DialogTitle>
        </DialogContent>
      </DialogRoot>,
    );
    expect(screen.getByRole('dialog', { name: 'Saved' })).not.toHaveAttribute('aria-describedby');
  });

  it('after closing, shows data-state="closed" on its parts before it leaves the document', async () => {
    renderInTheme(<OpenerWithDialog label="Delete" title="Delete Article" />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(dialog.parentElement).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('with forceMount, stays in the document closed and hidden', async () => {
    renderInTheme(
      <DialogRoot defaultOpen>
        <DialogContent forceMount>
          <DialogTitle>Saved</DialogTitle>
          <DialogClose>Close</DialogClose>
        </DialogContent>
      </DialogRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const dialog = screen.getByRole('dialog', { hidden: true });
    await waitFor(() => expect(dialog).not.toBeVisible());
    expect(dialog).toHaveAttribute('data-state', 'closed');
  });

  it('traps Tab inside, and after closing returns focus to the button that opened it', async () => {
    renderInTheme(<OpenerWithDialog label="Delete" title="Delete Article" />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const cancel = within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('when pressing Escape with two dialogs stacked, closes only the top one', async () => {
    renderInTheme(
      <OpenerWithDialog
        label="Edit"
        title="Update Article"
        inner={<OpenerWithDialog label="Check" title="Validation Error" />}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const lower = screen.getByRole('dialog', { name: 'Update Article' });
    const check = within(lower).getByRole('button', { name: 'Check' });
    await userEvent.click(check);
    const top = screen.getByRole('dialog', { name: 'Validation Error' });

    await userEvent.keyboard('{Escape}');
    expect(top).toHaveAttribute('data-state', 'closed');
    expect(lower).toHaveAttribute('data-state', 'open');
    expect(check).toHaveFocus();
    await waitFor(() => expect(top).not.toBeInTheDocument());

    await userEvent.keyboard('{Escape}');
    expect(lower).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();
  });

  it('given a DialogTrigger, it says that it opens a dialog, whether it is open and which one', async () => {
    renderInTheme(
      <DialogRoot>
        <DialogTrigger>Delete</DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete Article</DialogTitle>
          <DialogClose>Cancel</DialogClose>
        </DialogContent>
      </DialogRoot>,
    );
    const trigger = screen.getByRole('button', { name: 'Delete' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('dialog', { name: 'Delete Article' }).id);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it('with an onEscapeKeyDown that prevents the default, stays open', async () => {
    renderInTheme(
      <DialogRoot defaultOpen>
        <DialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
          <DialogTitle>Saving</DialogTitle>
        </DialogContent>
      </DialogRoot>,
    );
    await act(() => userEvent.keyboard('{Escape}'));
    expect(screen.getByRole('dialog', { name: 'Saving' })).toHaveAttribute('data-state', 'open');
  });

  it('used outside a DialogRoot, names the part in its error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<DialogTitle>Lost</DialogTitle>)).toThrow('DialogTitle must be used inside a DialogRoot.');
  });
});
