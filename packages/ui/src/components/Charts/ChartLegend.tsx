'use client';

import { styled } from '../../theme/styled';

/** One entry of a chart's colour key. */
export interface ChartLegendItem {
  /** What the colour stands for. */
  label: string;
  /** The colour of its bars, line or slice. */
  colour: string;
}

/** Props of ChartLegend. */
export interface ChartLegendProps {
  /** The entries, in the chart's order. */
  items: ChartLegendItem[];
}

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  font-size: 0.875rem;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
  [data-swatch] {
    width: 12px;
    height: 12px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** A chart's colour key under the chart: a swatch and a label per entry (the swatches are decoration). */
export function ChartLegend({ items }: ChartLegendProps) {
  return (
    <List aria-label="Legend">
      {items.map((item) => (
        <li key={item.label}>
          <span data-swatch aria-hidden="true" style={{ background: item.colour }} />
          {item.label}
        </li>
      ))}
    </List>
  );
}
