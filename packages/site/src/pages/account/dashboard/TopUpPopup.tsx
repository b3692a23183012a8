import { MIN_TOP_UP_USD, validateAmount } from '@csi/api-client';
import { Button, Input, Modal } from '@csi/ui';
import { type FormEvent, useState } from 'react';
import { useFeedback } from '../../../hooks/useFeedback';

/** Props of {@link TopUpPopup}. */
export interface TopUpPopupProps {
  /** Whether the popup is shown. */
  open: boolean;
  /** Closes the popup. */
  onClose: () => void;
  /** Starts the payment of a valid amount in USD. */
  onStart: (amount: number) => void;
}

/** The payment-provider top-up: an amount in USD checked by the amount validator ('Invalid Amount' modal). */
export function TopUpPopup({ open, onClose, onStart }: TopUpPopupProps) {
  const { showModal } = useFeedback();
  const [amount, setAmount] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAmount(amount);
    if (invalid) return showModal('Invalid Amount', invalid);
    onStart(Number(amount));
  };
  return (
    <Modal open={open} title="Top up with PayPal" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p>Payments are in USD. You acquire 0.1 credit points after each top-up.</p>
        <p>The smallest top-up is {MIN_TOP_UP_USD.toFixed(2)} USD.</p>
        <Input label="Amount (USD)" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
        <Button type="submit">Start payment</Button>
      </form>
    </Modal>
  );
}
