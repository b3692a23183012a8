import type { Receipt } from '@csi/api-client';
import { Card } from '@csi/ui';
import { client } from '../../client';
import { useAsync } from '../../hooks/useAsync';
import { RouterLink } from '../../shell/RouterLink';
import { AsyncView } from './shared/AsyncView';
import { PageHeader } from './shared/PageHeader';
import { Table } from './shared/Table';

/** The receipt's date as the account pages write it, e.g. 27 Nov 2026. */
export const receiptDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Africa/Nairobi',
  });

/** `/ac/receipts`: the account's completed top-ups (M-Pesa and PayPal), newest first, each linking to its receipt. */
export default function ReceiptsPage() {
  const receipts = useAsync(() => client.payments.receipts().then((reply) => reply.data.receipts), []);
  return (
    <>
      <PageHeader title="Receipts" description="Your past top-ups, each with a receipt to view, download or file." />
      <AsyncView state={receipts} what="your receipts">
        {(list: Receipt[]) =>
          list.length === 0 ? (
            <Card as="section" aria-label="No top-ups yet">
              <p>
                No top-ups yet. Top up from the <RouterLink href="/ac/dashboard">dashboard</RouterLink> with M-Pesa or
                PayPal.
              </p>
            </Card>
          ) : (
            <Card>
              <Table caption="Past top-ups" columns={['Receipt', 'Date', 'Method', 'Paid', 'Credited']}>
                {list.map((receipt) => (
                  <tr key={receipt.number}>
                    <td>
                      <RouterLink href={`/ac/receipts/${receipt.number}`}>{receipt.number}</RouterLink>
                    </td>
                    <td>{receiptDay(receipt.date)}</td>
                    <td data-wrap>{receipt.method}</td>
                    <td>{receipt.amount_kes ? `${receipt.amount_kes} KES` : `${receipt.amount_usd} USD`}</td>
                    <td>{receipt.amount_usd} USD</td>
                  </tr>
                ))}
              </Table>
            </Card>
          )
        }
      </AsyncView>
    </>
  );
}
