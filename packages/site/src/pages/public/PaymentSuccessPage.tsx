import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { client } from '../../client';
import { usePageMeta } from '../../hooks/usePageMeta';
import { Container } from '../../shell/Container';
import { PaymentSuccessView } from './payment/PaymentSuccessView';

/** /wallet/paymentsuccess: confirms the provider's payment, then counts down to /auth/login. */
export default function PaymentSuccessPage() {
  usePageMeta({ title: 'Payment Successful | CSI', description: 'Your CSI wallet top-up is being confirmed.' });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<{ loading: boolean; message: string | null }>({ loading: true, message: null });
  const paymentId = params.get('paymentId') ?? '';
  const token = params.get('token') ?? '';
  const PayerID = params.get('PayerID') ?? '';
  useEffect(() => {
    client.payments.confirm({ paymentId, token, PayerID }).then(
      (reply) => setState({ loading: false, message: reply.msg }),
      (error: unknown) => {
        console.error('Payment confirmation failed:', error);
        setState({ loading: false, message: null });
      },
    );
  }, [paymentId, token, PayerID]);
  const done = useCallback(() => navigate('/auth/login'), [navigate]);
  return (
    <Container>
      <PaymentSuccessView loading={state.loading} message={state.message} onDone={done} />
    </Container>
  );
}
