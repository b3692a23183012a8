import type { LabData, Wallet } from '@csi/api-client';
import { Spinner } from '@csi/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import type { AsyncState } from '../../../hooks/useAsync';
import { useErrorModal } from '../../../hooks/useErrorModal';
import { AsyncView } from '../shared/AsyncView';
import { PageHeader } from '../shared/PageHeader';
import { BalanceCards } from './BalanceCards';
import { CreditPointsCard } from './CreditPointsCard';
import { formatUsd } from './money';
import { type MpesaCalls, MpesaTopUpPopup } from './MpesaTopUpPopup';
import { TopUpPopup } from './TopUpPopup';

const UsageCharts = lazy(() => import('../charts/UsageCharts'));

/** Props of {@link DashboardView}. */
export interface DashboardViewProps {
  /** The wallet load. */
  wallet: AsyncState<Wallet>;
  /** The usage analytics load. */
  lab: AsyncState<LabData>;
  /** Converts credit points to balance. */
  onConvertCredits: () => void;
  /** Starts a payment-provider top-up of a valid USD amount. */
  onStartPayment: (amount: number) => void;
  /** The M-Pesa calls; without them, M-Pesa is not offered. @default undefined */
  mpesa?: MpesaCalls;
  /** Reloads the wallet (after an M-Pesa top-up completed). @default undefined */
  onWalletChanged?: () => void;
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 1fr) minmax(0, 2fr) minmax(220px, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The dashboard: balance cards, credit points with top-ups, usage charts and the payment popup. A failed load shows
 * in place and in a modal: 'Wallet Error' or 'API Usage Error' with the server's msg.
 */
export function DashboardView({
  wallet,
  lab,
  onConvertCredits,
  onStartPayment,
  mpesa,
  onWalletChanged,
}: DashboardViewProps) {
  const [paying, setPaying] = useState(false);
  const [payingMpesa, setPayingMpesa] = useState(false);
  useErrorModal(wallet, 'Wallet Error');
  useErrorModal(lab, 'API Usage Error');
  return (
    <>
      <PageHeader title="Dashboard" description="Your wallet, credit points and API usage at a glance." />
      <AsyncView state={wallet} what="your wallet">
        {(data) => <BalanceCards wallet={data} />}
      </AsyncView>
      <Grid>
        <div>
          {wallet.status === 'success' && (
            <CreditPointsCard
              creditPoints={wallet.data.creditPoints}
              onConvert={onConvertCredits}
              onPay={() => setPaying(true)}
              onPayMpesa={mpesa ? () => setPayingMpesa(true) : undefined}
            />
          )}
        </div>
        <AsyncView state={lab} what="your API usage">
          {(data) => (
            <Suspense fallback={<Spinner label="Loading charts" />}>
              <UsageCharts lab={data} />
            </Suspense>
          )}
        </AsyncView>
      </Grid>
      <TopUpPopup open={paying} onClose={() => setPaying(false)} onStart={onStartPayment} />
      {mpesa && (
        <MpesaTopUpPopup
          open={payingMpesa}
          onClose={() => setPayingMpesa(false)}
          calls={mpesa}
          onCompleted={() => onWalletChanged?.()}
          balance={wallet.status === 'success' ? formatUsd(wallet.data.balance) : undefined}
        />
      )}
    </>
  );
}
