import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../client';
import { usePageMeta } from '../../hooks/usePageMeta';
import { errorMessage } from '../../lib/errorMessage';
import { useSession } from '../../session';
import { Container } from '../../shell/Container';
import { type PaymentConfirmation, PaymentSuccessView } from './payment/PaymentSuccessView';

/** Shown when the page is opened without the payment the provider returns with. */
export const NO_PAYMENT_MESSAGE = 'There is no payment to confirm on this page.';

/**
 * /wallet/paymentsuccess: confirms the provider's payment, then counts down to the dashboard (signed in) or
 * /auth/login (signed out); without a payment, or when the server refuses it, says why.
 */
export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const paymentId = params.get('paymentId') ?? '';
  const token = params.get('token') ?? '';
  const PayerID = params.get('PayerID') ?? '';
  const query = `${paymentId} ${token} ${PayerID}`;
  // The server's answer, kept with the query it answers, so a new query reads as pending until answered.
  const [answer, setAnswer] = useState<{ query: string; confirmation: PaymentConfirmation } | null>(null);
  const confirmation: PaymentConfirmation = !paymentId
    ? { status: 'failed', reason: NO_PAYMENT_MESSAGE }
    : answer?.query === query
      ? answer.confirmation
      : { status: 'pending' };
  usePageMeta({
    title: confirmation.status === 'failed' ? 'Payment not confirmed | CSI' : 'Payment Successful | CSI',
    description: 'Your CSI wallet top-up is being confirmed.',
  });
  useEffect(() => {
    if (!paymentId) return;
    let current = true;
    const settle = (next: PaymentConfirmation) => current && setAnswer({ query, confirmation: next });
    client.payments.confirm({ paymentId, token, PayerID }).then(
      (reply) => settle({ status: 'confirmed', message: reply.msg }),
      (error: unknown) => settle({ status: 'failed', reason: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [query, paymentId, token, PayerID]);
  const done = useCallback(() => navigate(loggedIn ? '/ac/dashboard' : '/auth/login'), [navigate, loggedIn]);
  return (
    <Container>
      <PaymentSuccessView confirmation={confirmation} signedIn={loggedIn} onDone={done} />
    </Container>
  );
}
