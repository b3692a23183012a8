// The brand's design tokens, the ones the site's dark theme is made of, so this page wears the site's look.
import { brandTokens } from '@csi/contract';
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

const { color, font, radius, space, shadow } = brandTokens;

/**
 * The page's styles, from the site's tokens: one inline `<style>` element, which the Content-Security-Policy allows
 * (style-src 'self' 'unsafe-inline', plugins/securityHeaders.ts); the page has no script.
 */
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;font-family:${font.body};line-height:1.5;color:${color.text};background:${color.bg};display:grid;place-items:center;padding:${space.md}}
:focus-visible{outline:3px solid ${color.focus};outline-offset:2px}
header{display:flex;align-items:center;gap:${space.sm};margin-bottom:${space.md};font-weight:700;letter-spacing:.04em;color:${color.primary}}
main{width:100%;max-width:30rem;padding:${space.lg};background:${color.surface};border:1px solid ${color.border};border-radius:${radius.lg};box-shadow:${shadow.card}}
h1{margin:0 0 ${space.sm};font-size:1.6rem}
p{margin:0 0 ${space.md};color:${color.textMuted}}
dl{display:grid;grid-template-columns:auto 1fr;gap:${space.xs} ${space.md};margin:0 0 ${space.lg};padding:${space.md};background:${color.surfaceAlt};border-radius:${radius.md}}
dt{color:${color.textMuted}}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
dd:first-of-type{font-size:1.25rem;color:${color.primary}}
form{margin:0 0 ${space.sm}}
button{width:100%;font:inherit;font-weight:600;padding:${space.sm} ${space.md};border-radius:${radius.md};cursor:pointer;border:1px solid ${color.primary};color:${color.primaryText};background:${color.primary}}
button:hover{filter:brightness(1.08)}
form[action$="/cancel"] button{color:${color.text};background:transparent;border-color:${color.textMuted}}
[role=note]{margin:0 0 ${space.md};padding:${space.md};font-weight:700;color:${color.text};background:${color.surfaceAlt};border:2px solid ${color.warning};border-radius:${radius.md}}
[role=status]{margin:0;padding:${space.md};color:${color.text};background:${color.surfaceAlt};border-left:4px solid ${color.warning};border-radius:${radius.md}}
`.trim();

/**
 * The simulated provider's checkout page: a banner saying it is a test provider that takes no money, then the amount
 * with Approve and Cancel buttons (plain form POSTs, no script).
 */
export function checkoutPage({ paymentId, amount, open, notice = '' }: CheckoutPageProps): string {
  const action = `/payment_gtw/simulated/checkout/${encodeURIComponent(paymentId)}`;
  const buttons = open
    ? `<form method="post" action="${action}/approve"><button type="submit">Approve payment of ${escapeHtml(amount)} USD</button></form>
    <form method="post" action="${action}/cancel"><button type="submit">Cancel</button></form>`
    : `<p role="status">${escapeHtml(notice)}</p>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="dark"><title>Test checkout (no money is taken) - CSI wallet top-up</title>
<style>${STYLES}</style></head>
<body><main>
  <header>CSI · Secure checkout</header>
  <p role="note">Test payment provider: no money is taken. Approving adds the amount to the wallet without charging anyone.</p>
  <h1>Wallet top-up</h1>
  <dl><dt>Amount</dt><dd>${escapeHtml(amount)} USD</dd><dt>Payment</dt><dd>${escapeHtml(paymentId)}</dd></dl>
  ${buttons}
</main></body>
</html>`;
}
