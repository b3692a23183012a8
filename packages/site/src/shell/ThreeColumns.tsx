import type { ReactNode } from 'react';
import styled from 'styled-components';

const Grid = styled.div<{ $middle: number }>`
  display: grid;
  grid-template-columns: ${({ $middle }) => `${(100 - $middle) / 2 - 1}% ${$middle}% ${(100 - $middle) / 2 - 1}%`};
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md} 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
  @media (max-width: ${({ theme }) => theme.breakpoint.stack}px) {
    grid-template-columns: 100%;
  }
`;

/** Props of {@link ThreeColumns}. */
export interface ThreeColumnsProps {
  /** Width of the middle column in percent; each side is (100 - middle) / 2 - 1 percent. @default 60 */
  middle?: number;
  /** Left column. @default nothing */
  left?: ReactNode;
  /** Middle column. */
  children: ReactNode;
  /** Right column. @default nothing */
  right?: ReactNode;
}

/** The spec's three-column layout; stacks below 850 px. */
export function ThreeColumns({ middle = 60, left, children, right }: ThreeColumnsProps) {
  return (
    <Grid $middle={middle}>
      <div>{left}</div>
      <div>{children}</div>
      <div>{right}</div>
    </Grid>
  );
}
