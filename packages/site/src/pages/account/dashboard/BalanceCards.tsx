import type { Wallet } from '@csi/api-client';
import { Card } from '@csi/ui';
import styled from 'styled-components';
import { addUsd, formatUsd } from './money';

/** Props of {@link BalanceCards}. */
export interface BalanceCardsProps {
  /** The wallet to show. */
  wallet: Wallet;
}

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: 1rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
  p {
    margin: 0;
    font-size: 1.6rem;
    font-weight: 700;
  }
`;

/** The three balance cards: Free coins, Wallet Balance and their sum, Total Balance (USD). */
export function BalanceCards({ wallet }: BalanceCardsProps) {
  const cards = [
    { title: 'Free coins', amount: wallet.freeCoins },
    { title: 'Wallet Balance', amount: wallet.balance },
    { title: 'Total Balance', amount: addUsd(wallet.freeCoins, wallet.balance) },
  ];
  return (
    <Row>
      {cards.map(({ title, amount }) => (
        <Card as="section" key={title} aria-label={title}>
          <h2>{title}</h2>
          <p>{formatUsd(amount)}</p>
        </Card>
      ))}
    </Row>
  );
}
