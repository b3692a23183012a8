import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Props of {@link Table}. */
export interface TableProps {
  /** Visible caption, also the name of the scrolling region. */
  caption: string;
  /** Column headings. */
  columns: string[];
  /** The body rows. */
  children: ReactNode;
}

const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

const Grid = styled.table`
  width: 100%;
  /* On a phone the table keeps readable columns and scrolls inside its region, rather than squeezing wrapped cells
     to a few letters each. */
  min-width: 30rem;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 700;
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    white-space: nowrap;
  }
  /* Long free text (names, e-mails) may wrap, even inside a long word, so the table fits its column instead of
     scrolling whatever the data. */
  td[data-wrap] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
  }
  tr[data-selected='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/**
 * A data table of the account and admin pages, scrolling sideways (keyboard too) when narrow. Cells keep to one line,
 * except cells marked `data-wrap` (long free text).
 */
export function Table({ caption, columns, children }: TableProps) {
  return (
    <Scroll role="region" aria-label={caption} tabIndex={0}>
      <Grid>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Grid>
    </Scroll>
  );
}
