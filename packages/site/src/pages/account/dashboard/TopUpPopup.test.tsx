import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { TopUpPopup } from './TopUpPopup';

/** Opens the popup, types `amount` and presses Start payment; answers the callbacks. */
async function startWith(amount: string) {
  const onStart = vi.fn();
  renderPage(<TopUpPopup open onClose={vi.fn()} onStart={onStart} />);
  await userEvent.type(screen.getByLabelText('Amount (USD)'), amount);
  await userEvent.click(screen.getByRole('button', { name: 'Start payment' }));
  return onStart;
}

describe('TopUpPopup', () => {
  it('shows nothing while closed', () => {
    renderPage(<TopUpPopup open={false} onClose={vi.fn()} onStart={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says payments are in USD and credit 0.1 points, and closes on Cancel', async () => {
    const onClose = vi.fn();
    renderPage(<TopUpPopup open onClose={onClose} onStart={vi.fn()} />);
    const popup = screen.getByRole('dialog', { name: 'Top up with PayPal' });
    expect(popup).toHaveTextContent('Payments are in USD. You acquire 0.1 credit points after each top-up.');
    expect(popup).toHaveTextContent('The smallest top-up is 1.00 USD.');
    await userEvent.click(within(popup).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['12abc', 'Amount must be a valid number.'],
    ['-3', 'Amount must be greater than 0.'],
    ['0.99', 'The smallest top-up is 1.00 USD.'],
  ])("refuses %j in the 'Invalid Amount' modal with %j", async (amount, message) => {
    const onStart = await startWith(amount);
    expect(await screen.findByRole('dialog', { name: 'Invalid Amount' })).toHaveTextContent(message);
    expect(onStart).not.toHaveBeenCalled();
  });

  it('starts the payment of a valid amount in USD', async () => {
    const onStart = await startWith('25');
    expect(onStart).toHaveBeenCalledWith(25);
    expect(screen.queryByRole('dialog', { name: 'Invalid Amount' })).not.toBeInTheDocument();
  });
});
