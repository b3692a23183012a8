import type { Quota } from '@csi/api-client';
import { Card } from '@csi/ui';
import { useEffect, useId, useState } from 'react';
import type { AsyncState } from '../../../hooks/useAsync';
import { formatUsd } from '../dashboard/money';
import { CardBody } from '../shared/CardBody';
import { DetailList } from '../shared/DetailList';

/** Props of {@link QuotaCard}. */
export interface QuotaCardProps {
  /** The account's quota, loaded again after each call. */
  quota: AsyncState<Quota>;
}

/** The rows of the card, in the words of someone about to send a call. */
export function quotaDetails({ wallet, month, rateLimit, sandbox }: Quota) {
  return [
    {
      label: 'Sandbox calls today',
      value: `${sandbox.remaining} of ${sandbox.callsPerDay} left (starts again at 00:00 UTC)`,
    },
    {
      label: 'Calls this minute',
      value: `${rateLimit.remaining} of ${rateLimit.limit} left`,
    },
    { label: 'Live calls this month', value: `${formatUsd(month.spent)} charged` },
    { label: 'Wallet', value: `${formatUsd(wallet.balance)} balance, ${formatUsd(wallet.freeCoins)} free coins` },
  ];
}

/**
 * What the account has left before its next call: sandbox quota, rate window, this month's charges and the wallet.
 * While it loads again after a call it keeps showing the last answer, so the card does not flicker.
 */
export function QuotaCard({ quota }: QuotaCardProps) {
  const headingId = useId();
  const [last, setLast] = useState<Quota>();
  useEffect(() => {
    if (quota.status === 'success') setLast(quota.data);
  }, [quota]);
  const shown = quota.status === 'success' ? quota.data : last;
  return (
    <Card as="section" aria-labelledby={headingId} aria-busy={quota.status === 'loading'}>
      <CardBody>
        <h2 id={headingId}>What you have left</h2>
        {shown ? (
          <DetailList details={quotaDetails(shown)} />
        ) : quota.status === 'error' ? (
          <p role="alert">We could not load what you have left: {quota.error}</p>
        ) : (
          <p>Loading what you have left…</p>
        )}
        <p>
          Your programs can read the same with <code>GET /csi-p/quota</code> and their API key; it counts against no
          limit.
        </p>
      </CardBody>
    </Card>
  );
}
