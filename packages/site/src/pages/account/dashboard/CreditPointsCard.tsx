import { Button, Card } from '@csi/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useFeedback } from '../../../hooks/useFeedback';
import { CREDIT_POINT_USD, formatUsd, MIN_CREDIT_POINTS } from './money';

/** Body of the 'Insufficient Credit Points' modal (SPEC section 5). */
export const INSUFFICIENT_CREDIT_MESSAGE = `You need more than ${MIN_CREDIT_POINTS} credit point to top up your wallet. 1 credit point converts to ${CREDIT_POINT_USD} USD.`;

/** Props of {@link CreditPointsCard}. */
export interface CreditPointsCardProps {
  /** The user's credit points. */
  creditPoints: number;
  /** Converts the credit points to balance (called only with more than 1 point). */
  onConvert: () => void;
  /** Opens the payment-provider top-up. */
  onPay: () => void;
  /** Opens the M-Pesa top-up; without it, M-Pesa is not offered. @default undefined */
  onPayMpesa?: () => void;
}

const Points = styled.p`
  margin: 0;
  font-size: 2rem;
  font-weight: 700;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Credit points, what they are worth, 'Top Up Wallet' from credits, and the ways to pay: M-Pesa and PayPal. */
export function CreditPointsCard({ creditPoints, onConvert, onPay, onPayMpesa }: CreditPointsCardProps) {
  const { showModal } = useFeedback();
  const titleId = useId();
  const convert = () => {
    if (creditPoints <= MIN_CREDIT_POINTS) showModal('Insufficient Credit Points', INSUFFICIENT_CREDIT_MESSAGE);
    else onConvert();
  };
  return (
    <Card as="section" aria-labelledby={titleId}>
      <h2 id={titleId}>Credit points</h2>
      <Points>{creditPoints}</Points>
      <Muted>
        Worth {formatUsd(creditPoints * CREDIT_POINT_USD)}. 1 credit point converts to {CREDIT_POINT_USD} USD.
      </Muted>
      <Button onClick={convert}>Top Up Wallet</Button>
      <Muted>
        Or add funds {onPayMpesa ? 'with M-Pesa (KES) or ' : 'with '}PayPal (USD); you also acquire 0.1 credit points
        after each top-up.
      </Muted>
      {onPayMpesa && (
        <Button variant="secondary" onClick={onPayMpesa}>
          Top up with M-Pesa
        </Button>
      )}
      <Button variant="secondary" onClick={onPay}>
        Top up with PayPal
      </Button>
    </Card>
  );
}
