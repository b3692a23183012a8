'use client';

import { forwardRef } from 'react';
import { useCsiTheme } from '../../theme/useCsiTheme';
import type { CallBucket } from './CallBucket';
import { type ChartElementProps, ChartFigure } from './ChartFigure';
import { ChartLegend } from './ChartLegend';
import { errorsLatencySummary } from './errorsLatencySummary';
import { MixedCanvas } from './MixedCanvas';
import { useAxisOptions } from './useAxisOptions';

/** Props of ErrorsLatencyChart; other attributes go to its figure element. */
export interface ErrorsLatencyChartProps extends ChartElementProps {
  /** The calls per time bucket, oldest first, each labelled by the caller (e.g. '14:00'). */
  data: CallBucket[];
  /** Caption. @default 'Errors and latency' */
  title?: string;
  /** Heading of the time column of the hidden table. @default 'Time' */
  labelHeading?: string;
  /** Text when no bucket has a call. @default 'No API calls in this period.' */
  emptyText?: string;
}

/** A latency for the table: '120 ms', or a dash for a bucket without calls. */
const ms = (value: number | null) => (value === null ? '—' : `${value} ms`);

/**
 * Errors (answers with status 400 or more) as bars on the left axis and the p95 latency as a line on the right axis,
 * per time bucket. Screen readers get a one-sentence summary on the canvas and every bucket's calls, errors, median
 * and p95 latency in a visually hidden table.
 */
export const ErrorsLatencyChart = forwardRef<HTMLElement, ErrorsLatencyChartProps>(function ErrorsLatencyChart(
  { data, title = 'Errors and latency', labelHeading = 'Time', emptyText = 'No API calls in this period.', ...rest },
  ref,
) {
  const { color } = useCsiTheme();
  const axes = useAxisOptions();
  const scaleTitle = (text: string) => ({ display: true, text, color: color.textMuted });
  const table = {
    headings: ['API calls', 'Errors', 'Median latency', 'p95 latency'],
    rows: data.map((b) => ({
      label: b.label,
      values: [b.calls, b.errors, ms(b.medianLatencyMs), ms(b.p95LatencyMs)],
    })),
  };
  const legend = (
    <ChartLegend
      items={[
        { label: 'Errors (status 400 or more)', colour: color.danger },
        { label: 'p95 latency (ms)', colour: color.primary },
      ]}
    />
  );
  return (
    <ChartFigure
      ref={ref}
      {...rest}
      title={title}
      data={data.map((b) => ({ label: b.label, value: b.calls }))}
      table={table}
      labelHeading={labelHeading}
      emptyText={emptyText}
      legend={legend}
    >
      <MixedCanvas
        type="bar"
        role="img"
        aria-label={errorsLatencySummary(title, data)}
        options={{
          ...axes,
          interaction: { mode: 'index', intersect: false },
          scales: {
            x: axes.scales.x,
            errors: { ...axes.scales.y, position: 'left', title: scaleTitle('Errors') },
            latency: {
              ...axes.scales.y,
              position: 'right',
              grid: { drawOnChartArea: false },
              title: scaleTitle('p95 latency (ms)'),
            },
          },
        }}
        data={{
          labels: data.map((b) => b.label),
          datasets: [
            {
              type: 'bar',
              label: 'Errors',
              data: data.map((b) => b.errors),
              backgroundColor: color.danger,
              yAxisID: 'errors',
              order: 2,
            },
            {
              type: 'line',
              label: 'p95 latency (ms)',
              data: data.map((b) => b.p95LatencyMs),
              borderColor: color.primary,
              backgroundColor: color.primary,
              // An hour without calls has no latency: the line breaks there rather than drawing one.
              spanGaps: false,
              yAxisID: 'latency',
              order: 1,
            },
          ],
        }}
      />
    </ChartFigure>
  );
});
