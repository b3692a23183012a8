'use client';

import { forwardRef, Suspense, type HTMLAttributes, type ReactNode } from 'react';
import { styled } from '../../theme/styled';
import { VisuallyHidden } from '../VisuallyHidden';

/** One labelled value of a chart. */
export interface ChartDatum {
  /** Category shown on the axis or legend, e.g. 'Jan'. */
  label: string;
  /** Number of API calls. */
  value: number;
}

/** The numbers of a chart with several values per label, for its visually hidden table. */
export interface ChartTable {
  /** Headings of the value columns, e.g. ['API calls', 'Errors']. */
  headings: string[];
  /** One row per label, its values in the order of `headings`. */
  rows: { label: string; values: (number | string)[] }[];
}

/** Attributes of a chart's figure element that a chart passes through (its caption is its own `title` prop). */
export type ChartElementProps = Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'>;

/** Props of ChartFigure; other attributes go to the figure element. */
export interface ChartFigureProps extends ChartElementProps {
  /** Visible caption of the chart. */
  title: string;
  /** The numbers the chart draws (all zero: the empty text), also listed in a visually hidden table. */
  data: ChartDatum[];
  /** The hidden table when it holds more than `data`'s one value per label. @default `data` as 'API calls' */
  table?: ChartTable;
  /** Heading of the label column of the hidden table, e.g. 'Month'. */
  labelHeading: string;
  /** Text shown instead of the chart when there is no data or every value is zero. */
  emptyText: string;
  /** The chart itself; it may suspend while chart.js loads (the caption and the table show meanwhile). */
  children: ReactNode;
  /** Shown under the chart when there is data, e.g. a colour key. @default undefined */
  legend?: ReactNode;
}

// min-width 0: in a grid or flex row the figure may shrink below the canvas's last drawn width, so the chart
// follows a narrowing window instead of holding the page wide.
const Figure = styled.figure`
  margin: 0;
  min-width: 0;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  & > figcaption {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space.sm};
  }
`;

// chart.js sizes the canvas to this box, in pixels, once it hears of a resize: until then (after a phone is turned,
// or a window narrowed) the canvas keeps its last width. Clipped here, it cannot push the page sideways meanwhile.
const Canvas = styled.div`
  position: relative;
  min-height: 220px;
  overflow: hidden;
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: ${({ theme }) => theme.space.lg} 0;
  text-align: center;
`;

/** A chart's accessible text: the canvas alt text, listing every label and value. */
export const chartLabel = (title: string, data: ChartDatum[]) =>
  `${title}: ${data.map((d) => `${d.label} ${d.value}`).join(', ')}`;

/** Frame of every chart: caption, the chart or its empty state, and the numbers as a visually hidden table. */
export const ChartFigure = forwardRef<HTMLElement, ChartFigureProps>(function ChartFigure(
  { title, data, table, labelHeading, emptyText, children, legend, ...rest },
  ref,
) {
  const empty = data.every((d) => d.value === 0);
  const { headings, rows } = table ?? {
    headings: ['API calls'],
    rows: data.map((d) => ({ label: d.label, values: [d.value] })),
  };
  return (
    <Figure ref={ref} {...rest} data-state={empty ? 'empty' : 'filled'}>
      <figcaption>{title}</figcaption>
      {empty ? (
        <Empty>{emptyText}</Empty>
      ) : (
        <Canvas>
          <Suspense fallback={null}>{children}</Suspense>
        </Canvas>
      )}
      {!empty && legend}
      {!empty && (
        // A table ignores the 1px width of the hidden box (it sizes to its columns, and a wide one would widen the
        // page on a phone), so the box is a div around it that clips.
        <VisuallyHidden as="div">
          <table>
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                {headings.map((heading) => (
                  <th key={heading} scope="col">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, i) => (
                    <td key={headings[i] ?? i}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </VisuallyHidden>
      )}
    </Figure>
  );
});
