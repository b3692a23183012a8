import type { LabData } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AsyncState } from '../../../hooks/useAsync';
import { renderPage } from '../testing/renderPage';
import { DashboardView } from './DashboardView';

const lab: AsyncState<LabData> = { status: 'success', data: { monthly: [], daily: [], byService: [] } };
const walletOf = (creditPoints: number) =>
  ({ status: 'success', data: { creditPoints, freeCoins: 0.1, balance: 0.2 } }) as const;

describe('DashboardView', () => {
  it('shows free coins, balance and their exact total in USD', () => {
    renderPage(<DashboardView wallet={walletOf(5)} lab={lab} onConvertCredits={vi.fn()} onStartPayment={vi.fn()} />);
    expect(within(screen.getByRole('region', { name: 'Free coins' })).getByText('$0.10')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Wallet Balance' })).getByText('$0.20')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Total Balance' })).getByText('$0.30')).toBeInTheDocument();
  });

  it.each([1, 0.5])(
    'refuses the credit top-up with %s points in the Insufficient Credit Points modal',
    async (points) => {
      const onConvertCredits = vi.fn();
      renderPage(
        <DashboardView
          wallet={walletOf(points)}
          lab={lab}
          onConvertCredits={onConvertCredits}
          onStartPayment={vi.fn()}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
      const modal = await screen.findByRole('dialog', { name: 'Insufficient Credit Points' });
      expect(modal).toHaveTextContent('1 credit point converts to 0.0025 USD');
      expect(onConvertCredits).not.toHaveBeenCalled();
    },
  );

  it('converts credit points when there are more than 1', async () => {
    const onConvertCredits = vi.fn();
    renderPage(
      <DashboardView wallet={walletOf(1.5)} lab={lab} onConvertCredits={onConvertCredits} onStartPayment={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Top Up Wallet' }));
    expect(onConvertCredits).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Insufficient Credit Points' })).not.toBeInTheDocument();
  });

  it.each([
    ['abc', 'Amount must be a valid number.'],
    ['0', 'Amount must be greater than 0.'],
  ])('shows the Invalid Amount modal for %j', async (amount, message) => {
    const onStartPayment = vi.fn();
    renderPage(
      <DashboardView wallet={walletOf(0)} lab={lab} onConvertCredits={vi.fn()} onStartPayment={onStartPayment} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Top up with PayPal' }));
    await userEvent.type(screen.getByLabelText('Amount (USD)'), amount);
    await userEvent.click(screen.getByRole('button', { name: 'Start payment' }));
    expect(await screen.findByRole('dialog', { name: 'Invalid Amount' })).toHaveTextContent(message);
    expect(onStartPayment).not.toHaveBeenCalled();
  });

  it('starts a payment of a valid amount', async () => {
    const onStartPayment = vi.fn();
    renderPage(
      <DashboardView wallet={walletOf(0)} lab={lab} onConvertCredits={vi.fn()} onStartPayment={onStartPayment} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Top up with PayPal' }));
    await userEvent.type(screen.getByLabelText('Amount (USD)'), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Start payment' }));
    expect(onStartPayment).toHaveBeenCalledWith(12.5);
  });

  it("shows the failure of the wallet load in place and in a 'Wallet Error' modal", async () => {
    renderPage(
      <DashboardView
        wallet={{ status: 'error', error: 'Token not available' }}
        lab={lab}
        onConvertCredits={vi.fn()}
        onStartPayment={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your wallet: Token not available');
    const dialog = await screen.findByRole('dialog', { name: 'Wallet Error' });
    expect(within(dialog).getByText('Token not available')).toBeInTheDocument();
  });

  it("shows 'API Usage Error' with the server's msg when the usage analytics fail", async () => {
    renderPage(
      <DashboardView
        wallet={walletOf(5)}
        lab={{ status: 'error', error: 'Usage service unavailable.' }}
        onConvertCredits={vi.fn()}
        onStartPayment={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'API Usage Error' });
    expect(within(dialog).getByText('Usage service unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your API usage: Usage service unavailable.');
  });
});
