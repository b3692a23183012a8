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
  thead th {
    color: ${({ theme }) => theme.color.textMuted};
  }
  tr[data-selected='true'] {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** A data table of the account and admin pages, scrolling sideways (keyboard too) when narrow. */
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
