import type { Envelope, PaymentMethods } from '@csi/api-client';
import { act, screen } from '@testing-library/react';
import { client } from '../../client';
import DashboardPage from './DashboardPage';
import { renderPage } from './testing/renderPage';

/**
 * Renders the dashboard against a server whose wallet and usage answer at once; answers the methods call (M-Pesa on
 * or off there) when the test says.
 */
async function dashboardAwaitingMethods(): Promise<{ answer: (mpesa: boolean) => Promise<void> }> {
  vi.spyOn(client.wallet, 'details').mockResolvedValue({
    msg: 'Wallet details.',
    data: { creditPoints: 2, freeCoins: 0.1, balance: 5 },
  });
  vi.spyOn(client.wallet, 'labData').mockResolvedValue({
    msg: 'Usage.',
    data: { monthly: [], daily: [], byService: [] },
  });
  let resolve: (reply: Envelope<PaymentMethods>) => void = () => {};
  vi.spyOn(client.payments, 'methods').mockReturnValue(new Promise((r) => (resolve = r)));
  renderPage(<DashboardPage />);
  expect(await screen.findByRole('button', { name: 'Top up with PayPal' })).toBeInTheDocument();
  return {
    answer: (mpesa) => act(async () => resolve({ msg: 'The ways to top up.', data: { paypal: true, mpesa } })),
  };
}

const mpesaButton = () => screen.queryByRole('button', { name: 'Top up with M-Pesa' });

describe('DashboardPage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('offers M-Pesa beside PayPal once the server says M-Pesa runs, and not before', async () => {
    const server = await dashboardAwaitingMethods();
    expect(mpesaButton()).not.toBeInTheDocument();
    await server.answer(true);
    expect(mpesaButton()).toBeInTheDocument();
    expect(screen.getByText(/Or add funds with M-Pesa \(KES\) or PayPal \(USD\)/)).toBeInTheDocument();
  });

  it('does not offer M-Pesa when the server has it switched off, and still offers PayPal', async () => {
    const server = await dashboardAwaitingMethods();
    await server.answer(false);
    expect(mpesaButton()).not.toBeInTheDocument();
    expect(screen.getByText(/Or add funds with PayPal \(USD\)/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Top up with PayPal' })).toBeInTheDocument();
  });
});
