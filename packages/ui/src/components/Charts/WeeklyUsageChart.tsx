'use client';

import { forwardRef } from 'react';
import { useCsiTheme } from '../../theme/useCsiTheme';
import { LineCanvas } from './LineCanvas';
import { type ChartDatum, type ChartElementProps, ChartFigure, chartLabel } from './ChartFigure';
import { useAxisOptions } from './useAxisOptions';

/** Props of WeeklyUsageChart; other attributes go to its figure element. */
export interface WeeklyUsageChartProps extends ChartElementProps {
  /** API calls of the last 7 days, oldest first, each labelled by the caller (e.g. 'Mon 3'). */
  data: ChartDatum[];
  /** Caption. @default 'API usage, last 7 days' */
  title?: string;
  /** Text when there is no data or every day is zero. @default 'No API usage in the last 7 days.' */
  emptyText?: string;
}

/** Line chart of API usage over the last 7 days. */
export const WeeklyUsageChart = forwardRef<HTMLElement, WeeklyUsageChartProps>(function WeeklyUsageChart(
  { data, title = 'API usage, last 7 days', emptyText = 'No API usage in the last 7 days.', ...rest },
  ref,
) {
  const { color } = useCsiTheme();
  const options = useAxisOptions();
  return (
    <ChartFigure ref={ref} {...rest} title={title} data={data} labelHeading="Day" emptyText={emptyText}>
      <LineCanvas
        role="img"
        aria-label={chartLabel(title, data)}
        options={options}
        data={{
          labels: data.map((d) => d.label),
          datasets: [
            {
              label: 'API calls',
              data: data.map((d) => d.value),
              borderColor: color.primary,
              backgroundColor: color.primary,
              tension: 0.3,
            },
          ],
        }}
      />
    </ChartFigure>
  );
});
