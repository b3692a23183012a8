import type { MpesaPayment } from '@csi/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../testing/renderPage';
import { type MpesaCalls, MpesaTopUpPopup } from './MpesaTopUpPopup';

const QUOTE = {
  amount_kes: 1000,
  amount_usd: '7.75',
  kes_per_usd: '129.00',
  rate_date: '2026-11-01',
  minimum_kes: 129,
  maximum_kes: 250000,
};

const payment = (state: MpesaPayment['state'], message: string, receipt: string | null = null): MpesaPayment => ({
  payment_id: 'pay_1',
  state,
  message,
  amount_kes: 1000,
  amount_usd: '7.75',
  phone: '2547******78',
  result_code: null,
  receipt_number: receipt,
});

/**
 * Calls whose status answers `after` once `release` is called: the test sees the waiting state for as long as it
 * needs, however slowly the machine runs, instead of racing the poll.
 */
function fakeCalls(after: MpesaPayment): MpesaCalls & { start: ReturnType<typeof vi.fn>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    quote: vi.fn(async () => QUOTE),
    start: vi.fn(async () => payment('pending', 'Check your phone and enter your M-Pesa PIN.')),
    status: vi.fn(async () => {
      await released;
      return after;
    }),
    release: () => release(),
  };
}

async function pay(calls: MpesaCalls, onCompleted = vi.fn()) {
  renderPage(
    <MpesaTopUpPopup open onClose={vi.fn()} calls={calls} onCompleted={onCompleted} balance="$7.75" pollMs={20} />,
  );
  const popup = screen.getByRole('dialog', { name: 'Top up with M-Pesa' });
  await userEvent.type(within(popup).getByLabelText('Amount (KES)'), '1000');
  await userEvent.type(within(popup).getByLabelText('M-Pesa phone number'), '0712 345 678');
  const quote = 'KES adds 7.75 USD to your wallet at 129.00 KES per USD (rate of 2026-11-01).';
  // The USD amount is in <strong>: the paragraph's whole text is compared.
  expect(
    await within(popup).findByText((_, element) => element?.tagName === 'P' && element.textContent === `1000 ${quote}`),
  ).toBeInTheDocument();
  await userEvent.click(within(popup).getByRole('button', { name: 'Send payment request' }));
  return popup;
}

// Typing key by key through user-event takes seconds on a busy 2-core machine.
describe('MpesaTopUpPopup', { timeout: 20_000 }, () => {
  it('shows the USD and the dated rate, waits for the PIN, then shows success, the new balance and the receipt', async () => {
    const onCompleted = vi.fn();
    const calls = fakeCalls(payment('completed', 'Payment received: 7.75 USD added to your wallet.', 'CSI-R-001001'));
    const popup = await pay(calls, onCompleted);
    expect(await within(popup).findByText('Check your phone and enter your M-Pesa PIN.')).toBeInTheDocument();
    expect(calls.start).toHaveBeenCalledWith('1000', '0712 345 678');
    calls.release();
    expect(
      await within(popup).findByRole('heading', { name: 'Payment received' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(popup).getByText('Your balance is now $7.75.')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: 'View receipt CSI-R-001001' })).toHaveAttribute(
      'href',
      '/ac/receipts/CSI-R-001001',
    );
    expect(onCompleted).toHaveBeenCalledTimes(1);
  });

  it('says a cancelled payment plainly and offers to try again', async () => {
    const calls = fakeCalls(payment('cancelled', 'You cancelled the payment on your phone. Nothing was taken.'));
    const popup = await pay(calls);
    calls.release();
    expect(
      await within(popup).findByRole('heading', { name: 'Payment cancelled' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(within(popup).getByText('You cancelled the payment on your phone. Nothing was taken.')).toBeInTheDocument();
    await userEvent.click(within(popup).getByRole('button', { name: 'Try again' }));
    expect(within(popup).getByLabelText('Amount (KES)')).toHaveValue('1000');
  });
});
