import { describe, expect, it } from 'vitest';
import { checkoutPage } from './checkoutPage';

describe('checkoutPage', () => {
  const html = checkoutPage({ paymentId: 'pay_0123', amount: '12.50', open: true });

  it("wears the site's theme: dark background, brand green Approve, text colours and font of the site", () => {
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toMatch(/body\{[^}]*color:#e8edf7;background:#0b1220/);
    expect(style).toMatch(/main\{[^}]*background:#111a2e/);
    expect(style).toMatch(/button\{[^}]*color:#06251a;background:#3ddc97/);
    expect(style).toContain("font-family:'Inter', 'Segoe UI', system-ui");
    expect(style).toContain(':focus-visible{outline:3px solid #ffd166');
  });

  it('keeps working under the Content-Security-Policy: no script, no inline style attribute, plain form posts', () => {
    expect(html).not.toMatch(/<script|\son[a-z]+=|\sstyle=/i);
    expect(html).toContain(
      '<form method="post" action="/payment_gtw/simulated/checkout/pay_0123/approve"><button type="submit">Approve payment of 12.50 USD</button></form>',
    );
  });

  it('says first that it is a test provider that takes no money', () => {
    expect(html).toContain('<title>Test checkout (no money is taken) - CSI wallet top-up</title>');
    expect(html).toContain(
      '<p role="note">Test payment provider: no money is taken. Approving adds the amount to the wallet without charging anyone.</p>',
    );
    expect(html.indexOf('no money is taken')).toBeLessThan(html.indexOf('Approve payment'));
    const closed = checkoutPage({ paymentId: 'pay_0123', amount: '12.50', open: false, notice: 'Payment not found.' });
    expect(closed).toContain('Test payment provider: no money is taken.');
  });

  it('shows the notice of a closed payment as a status', () => {
    const closed = checkoutPage({ paymentId: 'pay_0123', amount: '12.50', open: false, notice: 'Payment not found.' });
    expect(closed).toContain('<p role="status">Payment not found.</p>');
    expect(closed).not.toContain('<form');
  });
});
