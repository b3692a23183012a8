import styled from 'styled-components';

/** Props of {@link TableDetailLayout}: the two columns' CSS track sizes. */
export interface TableDetailLayoutProps {
  /** The table column. @default 'minmax(0, 2fr)' */
  $table?: string;
  /** The details column. @default 'minmax(300px, 1fr)' */
  $detail?: string;
}

/**
 * The account and admin pages' two columns: a table (or list) on the left and the chosen row's details
 * on the right, stacked below 1100 px; the table gets two thirds, so the admin tables fit beside the details at
 * 1366 px. Each direct child `div` is a column of cards.
 */
export const TableDetailLayout = styled.div<TableDetailLayoutProps>`
  display: grid;
  grid-template-columns: ${({ $table = 'minmax(0, 2fr)' }) => $table} ${({ $detail = 'minmax(300px, 1fr)' }) => $detail};
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
