import type { Receipt } from '@csi/api-client';
import { Button, Card } from '@csi/ui';
import { useId, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { client } from '../../client';
import { useAsync } from '../../hooks/useAsync';
import { errorMessage } from '../../lib/errorMessage';
import { RouterLink } from '../../shell/RouterLink';
import { receiptDay } from './ReceiptsPage';
import { AsyncView } from './shared/AsyncView';
import { type Detail, DetailList } from './shared/DetailList';
import { PageHeader } from './shared/PageHeader';

const Company = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

/** The rows of a receipt: number, date, payer, method and reference, amounts in both currencies. */
function receiptDetails(receipt: Receipt): Detail[] {
  return [
    { label: 'Receipt number', value: receipt.number, kind: 'code' },
    { label: 'Date', value: `${receiptDay(receipt.date)} (${receipt.date.slice(11, 16)} UTC)` },
    { label: 'Received from', value: `${receipt.payer.name} (${receipt.payer.email})` },
    { label: 'Method', value: receipt.method },
    { label: 'Reference', value: receipt.reference, kind: 'code' },
    { label: 'Amount credited', value: `${receipt.amount_usd} USD` },
    ...(receipt.amount_kes
      ? [
          { label: 'Amount paid', value: `${receipt.amount_kes} KES` },
          { label: 'Exchange rate', value: `${receipt.kes_per_usd} KES per USD (rate of ${receipt.rate_date})` },
        ]
      : []),
  ];
}

/** Saves `bytes` as `name` through a temporary link (the PDF call needs the session, so no plain link). */
function saveFile(bytes: ArrayBuffer, name: string) {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `/ac/receipts/:number`: one receipt with the company's details, and its PDF to download. */
export default function ReceiptPage() {
  const { number = '' } = useParams();
  const titleId = useId();
  const receipt = useAsync(() => client.payments.receipt(number).then((reply) => reply.data), [number]);
  const [problem, setProblem] = useState('');
  const download = async () => {
    try {
      saveFile(await client.payments.receiptPdf(number), `${number}.pdf`);
      setProblem('');
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <>
      <PageHeader
        title={`Receipt ${number}`}
        description="A receipt of your top-up, to keep or file as an expense."
        actions={receipt.status === 'success' && <Button onClick={() => void download()}>Download PDF</Button>}
      />
      {problem && <p role="alert">{problem}</p>}
      <AsyncView state={receipt} what="the receipt">
        {(data) => (
          <Card as="section" aria-labelledby={titleId}>
            <h2 id={titleId}>{data.company.name}</h2>
            <Company>
              {data.company.location} · {data.company.website} · {data.company.email} · {data.company.phone}
            </Company>
            <DetailList details={receiptDetails(data)} />
          </Card>
        )}
      </AsyncView>
      <p>
        <RouterLink href="/ac/receipts">All receipts</RouterLink>
      </p>
    </>
  );
}
