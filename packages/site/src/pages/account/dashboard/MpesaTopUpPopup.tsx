import type { MpesaPayment, MpesaQuote } from '@csi/api-client';
import { Button, Input, Modal, Spinner } from '@csi/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../lib/errorMessage';

/** How often the waiting popup asks the server where the payment stands, in ms. */
export const MPESA_POLL_MS = 2000;

/** What the popup asks of the server (DashboardPage passes the client's calls). */
export interface MpesaCalls {
  quote: (amountKes: string) => Promise<MpesaQuote>;
  start: (amountKes: string, phone: string) => Promise<MpesaPayment>;
  status: (paymentId: string) => Promise<MpesaPayment>;
}

/** Props of {@link MpesaTopUpPopup}. */
export interface MpesaTopUpPopupProps {
  open: boolean;
  onClose: () => void;
  calls: MpesaCalls;
  /** Called once a payment completed (the dashboard reloads the wallet). */
  onCompleted: () => void;
  /** The balance to show after success, once reloaded. */
  balance?: string;
  /** How often to ask where a waiting payment stands, in ms. @default MPESA_POLL_MS */
  pollMs?: number;
}

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: 0;
  }
`;

const Quote = styled.p`
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Outcome = styled.div<{ $tone: 'success' | 'danger' | 'neutral' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
  padding: ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme, $tone }) => ($tone === 'neutral' ? theme.color.border : theme.color[$tone])};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 0;
  }
`;

/** The headings of the states a payment can end in. */
const HEADINGS: Record<Exclude<MpesaPayment['state'], 'pending'>, string> = {
  completed: 'Payment received',
  cancelled: 'Payment cancelled',
  timed_out: 'Payment timed out',
  insufficient_funds: 'Not enough M-Pesa balance',
  wrong_pin: 'Wrong M-Pesa PIN',
  failed: 'Payment failed',
};

/**
 * M-Pesa top-up: an amount in KES and a Safaricom number in any common writing; the USD it credits at the server's
 * rate (with the rate's date) shows before paying. Then the waiting state ("Check your phone and enter your M-Pesa
 * PIN"), polled every MPESA_POLL_MS, and the outcome in plain words: success with the new balance and the receipt,
 * or cancelled, timed out, insufficient funds, wrong PIN, each with "Try again".
 */
export function MpesaTopUpPopup({
  open,
  onClose,
  calls,
  onCompleted,
  balance,
  pollMs = MPESA_POLL_MS,
}: MpesaTopUpPopupProps) {
  const [amount, setAmount] = useState('');
  const [phone, setPhone] = useState('');
  const [quote, setQuote] = useState<MpesaQuote | null>(null);
  const [problem, setProblem] = useState('');
  const [payment, setPayment] = useState<MpesaPayment | null>(null);
  const [sending, setSending] = useState(false);
  const completed = useRef('');

  // The quote follows the amount typed (after a short pause; shown only while it is the amount's); a refused amount
  // shows the server's reason.
  useEffect(() => {
    if (!open || payment) return;
    const text = amount.trim();
    if (!text) return;
    const timer = window.setTimeout(() => {
      calls.quote(text).then(
        (next) => (setQuote(next), setProblem('')),
        (error: unknown) => (setQuote(null), setProblem(errorMessage(error))),
      );
    }, 300);
    return () => window.clearTimeout(timer);
  }, [amount, open, payment, calls]);

  // While the payer answers on the phone, ask where the payment stands.
  useEffect(() => {
    if (payment?.state !== 'pending') return;
    const timer = window.setInterval(() => {
      calls.status(payment.payment_id).then(setPayment, () => undefined);
    }, pollMs);
    return () => window.clearInterval(timer);
  }, [payment, calls, pollMs]);

  useEffect(() => {
    if (payment?.state === 'completed' && completed.current !== payment.payment_id) {
      completed.current = payment.payment_id;
      onCompleted();
    }
  }, [payment, onCompleted]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      setPayment(await calls.start(amount.trim(), phone));
      setProblem('');
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSending(false);
    }
  };
  const again = () => setPayment(null);
  const close = () => {
    if (payment?.state !== 'pending') setPayment(null);
    onClose();
  };

  return (
    <Modal open={open} title="Top up with M-Pesa" onClose={close}>
      {!payment && (
        <Form onSubmit={submit} noValidate>
          <p>
            Pay in Kenyan shillings from your M-Pesa. Your wallet is credited in USD; you also acquire 0.1 credit
            points.
          </p>
          <Input
            label="Amount (KES)"
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            autoComplete="off"
          />
          <Input
            label="M-Pesa phone number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0712 345 678"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
          />
          {quote && String(quote.amount_kes) === amount.trim() && (
            <Quote aria-live="polite">
              {quote.amount_kes} KES adds <strong>{quote.amount_usd} USD</strong> to your wallet at {quote.kes_per_usd}{' '}
              KES per USD (rate of {quote.rate_date}).
            </Quote>
          )}
          {problem && <p role="alert">{problem}</p>}
          <Button type="submit" disabled={sending}>
            Send payment request
          </Button>
        </Form>
      )}
      {payment?.state === 'pending' && (
        <Outcome $tone="neutral" role="status" aria-live="polite">
          <Spinner label="Waiting for M-Pesa" />
          <p>
            <strong>{payment.message}</strong>
          </p>
          <p>
            A request for {payment.amount_kes} KES was sent to {payment.phone}. This page updates by itself once you
            answer on your phone.
          </p>
        </Outcome>
      )}
      {payment && payment.state !== 'pending' && (
        <Outcome $tone={payment.state === 'completed' ? 'success' : 'danger'} role="status" aria-live="polite">
          <h3>{HEADINGS[payment.state]}</h3>
          <p>{payment.message}</p>
          {payment.state === 'completed' ? (
            <>
              {balance && <p>Your balance is now {balance}.</p>}
              {payment.receipt_number && (
                <Link to={`/ac/receipts/${payment.receipt_number}`}>View receipt {payment.receipt_number}</Link>
              )}
              <Button onClick={close}>Done</Button>
            </>
          ) : (
            <Button onClick={again}>Try again</Button>
          )}
        </Outcome>
      )}
    </Modal>
  );
}
