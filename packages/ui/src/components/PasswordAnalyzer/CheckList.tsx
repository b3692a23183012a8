'use client';

import { styled } from '../../theme/styled';
import type { PasswordCheck } from '../../lib/analyzePassword';
import { VisuallyHidden } from '../VisuallyHidden';

/** Props of CheckList. */
export interface CheckListProps {
  /** The six checks and whether each is met. */
  checks: PasswordCheck[];
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Item = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  &[data-state='met'] {
    color: ${({ theme }) => theme.color.success};
  }
  &[data-state='unmet'] {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The password checks, each shown met or unmet by an icon and text, not by colour alone. */
export function CheckList({ checks }: CheckListProps) {
  return (
    <List aria-label="Password requirements">
      {checks.map((check) => (
        <Item key={check.id} data-state={check.met ? 'met' : 'unmet'}>
          <span aria-hidden="true">{check.met ? '✓' : '✗'}</span>
          <span>
            {check.text}
            <VisuallyHidden>{check.met ? ': met' : ': not met'}</VisuallyHidden>
          </span>
        </Item>
      ))}
    </List>
  );
}
