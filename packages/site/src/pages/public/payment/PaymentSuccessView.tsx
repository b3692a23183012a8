import { Card } from '@csi/ui';
import { PageLoader } from '../../../shell/PageLoader';
import { RouterLink } from '../../../shell/RouterLink';
import { usePaymentCountdown } from './usePaymentCountdown';

/** Where the confirmation of a returning payment stands. */
export type PaymentConfirmation =
  { status: 'pending' } | { status: 'confirmed'; message: string } | { status: 'failed'; reason: string };

/** Props of {@link PaymentSuccessView}. */
export interface PaymentSuccessViewProps {
  /** The confirmation: pending (loader), confirmed (the server's msg) or failed (why). */
  confirmation: PaymentConfirmation;
  /** Whether the visitor is signed in: the countdown then leads to the dashboard, else to the login page. */
  signedIn: boolean;
  /** Called when the 2-second countdown after a confirmation ends. */
  onDone: () => void;
}

/**
 * A loader until the payment is confirmed, then the success message and a 2-second countdown (to the dashboard for a
 * signed-in visitor, else to login); a payment that cannot be confirmed shows why, with a link onwards.
 */
export function PaymentSuccessView({ confirmation, signedIn, onDone }: PaymentSuccessViewProps) {
  const seconds = usePaymentCountdown(confirmation.status === 'confirmed', onDone);
  const destination = signedIn ? 'your dashboard' : 'login';
  if (confirmation.status === 'failed') {
    return (
      <Card as="section" aria-labelledby="payment-title">
        <h1 id="payment-title">Payment not confirmed</h1>
        <p role="alert">{confirmation.reason}</p>
        <p>
          {signedIn ? (
            <RouterLink href="/ac/dashboard">Go to your dashboard</RouterLink>
          ) : (
            <RouterLink href="/auth/login">Sign in</RouterLink>
          )}
        </p>
      </Card>
    );
  }
  return (
    <Card as="section" aria-labelledby="payment-title">
      <h1 id="payment-title">Payment Successful</h1>
      {confirmation.status === 'pending' ? (
        <PageLoader label="Confirming your payment" />
      ) : (
        <>
          <p>{confirmation.message}</p>
          <p role="timer" aria-live="polite">
            Redirecting to {destination} in {seconds} second{seconds === 1 ? '' : 's'}...
          </p>
        </>
      )}
    </Card>
  );
}
