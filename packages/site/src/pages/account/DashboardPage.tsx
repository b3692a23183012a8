import { useMemo } from 'react';
import { client } from '../../client';
import { useAsync } from '../../hooks/useAsync';
import { useFeedback } from '../../hooks/useFeedback';
import { errorMessage } from '../../lib/errorMessage';
import { DashboardView } from './dashboard/DashboardView';
import type { MpesaCalls } from './dashboard/MpesaTopUpPopup';
import { useReloadable } from './shared/useReloadable';

/** Wait before leaving for the payment provider, in ms (SPEC section 9). */
export const PAYMENT_REDIRECT_MS = 2000;

/**
 * `/ac/dashboard`: loads the wallet and usage, and runs the top-ups (credit points, PayPal, and M-Pesa where the
 * server offers it).
 */
export default function DashboardPage() {
  const { showModal, showPopup } = useFeedback();
  const [wallet, reloadWallet] = useReloadable(() => client.wallet.details().then((reply) => reply.data), []);
  const lab = useAsync(() => client.wallet.labData().then((reply) => reply.data), []);
  // M-Pesa is offered only once the server says it runs: it is off in a fleet without Daraja credentials.
  const methods = useAsync(() => client.payments.methods().then((reply) => reply.data), []);

  const convertCredits = async () => {
    try {
      const reply = await client.wallet.topUpFromCredits();
      showModal('Top Up Successful', reply.msg);
      reloadWallet();
    } catch (error) {
      showModal('Top Up Error', errorMessage(error));
    }
  };
  const startPayment = async (amount: number) => {
    try {
      const reply = await client.payments.start(amount);
      showPopup(reply.msg, 'success');
      window.setTimeout(() => window.location.assign(reply.data.redirect_link), PAYMENT_REDIRECT_MS);
    } catch (error) {
      showModal('Payment Error', errorMessage(error));
    }
  };
  const mpesa = useMemo<MpesaCalls>(
    () => ({
      quote: (amountKes) => client.payments.mpesaQuote(amountKes).then((reply) => reply.data),
      start: (amountKes, phone) => client.payments.mpesaStart(amountKes, phone).then((reply) => reply.data),
      status: (paymentId) => client.payments.mpesaStatus(paymentId).then((reply) => reply.data),
    }),
    [],
  );
  return (
    <DashboardView
      wallet={wallet}
      lab={lab}
      onConvertCredits={convertCredits}
      onStartPayment={startPayment}
      mpesa={methods.status === 'success' && methods.data.mpesa ? mpesa : undefined}
      onWalletChanged={reloadWallet}
    />
  );
}
