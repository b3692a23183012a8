import { escapeHtml } from '../../lib/escapeHtml';

/** What the simulated checkout page shows. */
export interface CheckoutPageProps {
  paymentId: string;
  /** The amount as text, e.g. '10.00'. */
  amount: string;
  /** Whether the payment can still be approved or cancelled; otherwise `notice` is shown. */
  open: boolean;
  notice?: string;
}

/** The simulated provider's checkout page: the amount with Approve and Cancel buttons (plain form POSTs, no script). */
export function checkoutPage({ paymentId, amount, open, notice = '' }: CheckoutPageProps): string {
  const action = `/payment_gtw/simulated/checkout/${encodeURIComponent(paymentId)}`;
  const buttons = open
    ? `<form method="post" action="${action}/approve"><button type="submit">Approve payment of ${escapeHtml(amount)} USD</button></form>
    <form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`
    : `<p role="status">${escapeHtml(notice)}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout - CSI wallet top-up</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#111}button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem 0;cursor:pointer}</style></head>
<body><main>
  <h1>Wallet top-up</h1>
  <p>Simulated payment provider: no real money is moved.</p>
  <dl><dt>Amount</dt><dd>${escapeHtml(amount)} USD</dd><dt>Payment</dt><dd>${escapeHtml(paymentId)}</dd></dl>
  ${buttons}
</main></body>
</html>`;
}
