'use client';

import { forwardRef } from 'react';
import { useCsiTheme } from '../../theme/useCsiTheme';
import { BarCanvas } from './BarCanvas';
import { type ChartElementProps, ChartFigure, chartLabel } from './ChartFigure';
import { useAxisOptions } from './useAxisOptions';

/** Month labels of the monthly chart, January to December. */
export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Props of MonthlyUsageChart; other attributes go to its figure element. */
export interface MonthlyUsageChartProps extends ChartElementProps {
  /** API calls per month, January first; missing months count as 0. */
  values: readonly number[];
  /** Caption. @default 'Monthly API usage' */
  title?: string;
  /** Text when every month is zero. @default 'No API usage this year yet.' */
  emptyText?: string;
}

/** Bar chart of API usage from January to December. */
export const MonthlyUsageChart = forwardRef<HTMLElement, MonthlyUsageChartProps>(function MonthlyUsageChart(
  { values, title = 'Monthly API usage', emptyText = 'No API usage this year yet.', ...rest },
  ref,
) {
  const { color } = useCsiTheme();
  const options = useAxisOptions();
  const data = MONTH_LABELS.map((label, i) => ({ label, value: values[i] ?? 0 }));
  return (
    <ChartFigure ref={ref} {...rest} title={title} data={data} labelHeading="Month" emptyText={emptyText}>
      <BarCanvas
        role="img"
        aria-label={chartLabel(title, data)}
        options={options}
        data={{
          labels: MONTH_LABELS,
          datasets: [{ label: 'API calls', data: data.map((d) => d.value), backgroundColor: color.accent }],
        }}
      />
    </ChartFigure>
  );
});
