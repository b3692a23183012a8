import { Card } from '@csi/ui';
import { PageLoader } from '../../../shell/PageLoader';
import { usePaymentCountdown } from './usePaymentCountdown';

/** Props of {@link PaymentSuccessView}. */
export interface PaymentSuccessViewProps {
  /** True while the confirmation call is pending. */
  loading: boolean;
  /** The server's message; null after an error (the success view shows without it). */
  message: string | null;
  /** Called when the 2-second countdown ends. */
  onDone: () => void;
}

/** A loader until the payment is confirmed, then the success message and a 2-second countdown. */
export function PaymentSuccessView({ loading, message, onDone }: PaymentSuccessViewProps) {
  const seconds = usePaymentCountdown(!loading, onDone);
  return (
    <Card as="section" aria-labelledby="payment-title">
      <h1 id="payment-title">Payment Successful</h1>
      {loading ? (
        <PageLoader label="Confirming your payment" />
      ) : (
        <>
          {message && <p>{message}</p>}
          <p role="timer" aria-live="polite">
            Redirecting to login in {seconds} second{seconds === 1 ? '' : 's'}...
          </p>
        </>
      )}
    </Card>
  );
}
