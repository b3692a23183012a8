import type { Quota } from '@csi/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import type { AsyncState } from '../../../hooks/useAsync';
import { renderPage } from '../testing/renderPage';
import { QuotaCard } from './QuotaCard';

const quota: Quota = {
  wallet: { creditPoints: 12.5, freeCoins: 0.5, balance: 3.25 },
  month: { from: '2026-11-01', spent: 1.75 },
  rateLimit: { limit: 50, windowSeconds: 60, remaining: 47, resetSeconds: 38 },
  sandbox: { callsPerDay: 100, used: 12, remaining: 88, resetSeconds: 20520 },
};

describe('QuotaCard', () => {
  it('says what is left of the sandbox day, the minute, the month and the wallet', () => {
    renderPage(<QuotaCard quota={{ status: 'success', data: quota }} />);
    const card = screen.getByRole('region', { name: 'What you have left' });
    expect(card).toHaveTextContent('Sandbox calls today88 of 100 left (starts again at 00:00 UTC)');
    expect(card).toHaveTextContent('Calls this minute47 of 50 left');
    expect(card).toHaveTextContent('Live calls this month$1.75 charged');
    expect(card).toHaveTextContent('Wallet$3.25 balance, $0.50 free coins');
  });

  it('keeps the last answer on screen while it loads again after a call', () => {
    function Reloading() {
      const [state, setState] = useState<AsyncState<Quota>>({ status: 'success', data: quota });
      return (
        <>
          <button type="button" onClick={() => setState({ status: 'loading' })}>
            Send a call
          </button>
          <QuotaCard quota={state} />
        </>
      );
    }
    renderPage(<Reloading />);
    fireEvent.click(screen.getByRole('button', { name: 'Send a call' }));
    expect(screen.getByRole('region', { name: 'What you have left' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('88 of 100 left (starts again at 00:00 UTC)')).toBeInTheDocument();
  });

  it('says the load failed when there is nothing to show', () => {
    renderPage(<QuotaCard quota={{ status: 'error', error: 'The server is not answering.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load what you have left: The server is not answering.',
    );
  });
});
