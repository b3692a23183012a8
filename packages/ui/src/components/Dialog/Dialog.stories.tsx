import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { css, styled } from '../../theme/styled';
import { DialogClose } from './DialogClose';
import { DialogContent } from './DialogContent';
import { DialogDescription } from './DialogDescription';
import { DialogOverlay } from './DialogOverlay';
import { DialogPortal } from './DialogPortal';
import { DialogRoot } from './DialogRoot';
import { DialogTitle } from './DialogTitle';
import { DialogTrigger } from './DialogTrigger';

const Panel = styled(DialogContent)`
  width: 90%;
  max-width: 420px;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
`;

const actionStyles = css`
  font: inherit;
  font-weight: 600;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  cursor: pointer;
`;

const Trigger = styled(DialogTrigger)`
  ${actionStyles}
`;

const CloseButton = styled(DialogClose)`
  ${actionStyles}
`;

interface ConfirmDialogProps {
  /** Text of the button that opens the dialog. */
  trigger: string;
  /** Title of the dialog. */
  title: string;
  /** Description of the dialog. */
  description: string;
  /** A second dialog to open from inside this one, to show the stack. */
  nested?: ConfirmDialogProps;
}

/** The parts put together: a trigger, the portal, the overlay with the content, title, description and Close. */
function ConfirmDialog({ trigger, title, description, nested }: ConfirmDialogProps) {
  return (
    <DialogRoot>
      <Trigger>{trigger}</Trigger>
      <DialogPortal>
        <DialogOverlay>
          <Panel>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
            <Actions>
              {nested && <ConfirmDialog {...nested} />}
              <CloseButton>Close</CloseButton>
            </Actions>
          </Panel>
        </DialogOverlay>
      </DialogPortal>
    </DialogRoot>
  );
}

const meta = {
  title: 'Shell/Dialog',
  component: ConfirmDialog,
  args: {
    trigger: 'Delete article',
    title: 'Delete Article',
    description: 'The article and its comments go for good.',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Opens from its trigger, then Close fades it out: `data-state` goes to `closed` before it leaves. */
export const Parts: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete article' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const dialog = page(canvasElement).getByRole('dialog', {
      name: 'Delete Article',
      description: 'The article and its comments go for good.',
    });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(dialog).toHaveAttribute('data-state', 'closed');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** The same parts on the light theme (the accessibility test checks its contrast). */
export const PartsOnLightTheme: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete article' }));
    const dialog = page(canvasElement).getByRole('dialog', { name: 'Delete Article' });
    await expect(getComputedStyle(dialog).backgroundColor).toBe('rgb(245, 247, 251)');
  },
};

/** Two dialogs stacked: Escape closes the top one only, and focus goes back into the one below. */
export const Stacked: Story = {
  args: {
    trigger: 'Edit article',
    title: 'Update Article',
    description: 'Change the title or the body.',
    nested: { trigger: 'Save', title: 'Validation Error', description: 'Title is required.' },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit article' }));
    const lower = page(canvasElement).getByRole('dialog', { name: 'Update Article' });
    const save = within(lower).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const top = page(canvasElement).getByRole('dialog', { name: 'Validation Error' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(top).not.toBeInTheDocument());
    await expect(lower).toHaveAttribute('data-state', 'open');
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(lower).not.toBeInTheDocument());
  },
};
