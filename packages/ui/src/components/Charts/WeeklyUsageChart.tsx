import { useCsiTheme } from '../../theme/useCsiTheme';
import { LineCanvas } from './LineCanvas';
import { type ChartDatum, ChartFigure, chartLabel } from './ChartFigure';
import { useAxisOptions } from './useAxisOptions';

/** Props of WeeklyUsageChart. */
export interface WeeklyUsageChartProps {
  /** API calls of the last 7 days, oldest first, each labelled by the caller (e.g. 'Mon 3'). */
  data: ChartDatum[];
  /** Caption. @default 'API usage, last 7 days' */
  title?: string;
  /** Text when there is no data or every day is zero. @default 'No API usage in the last 7 days.' */
  emptyText?: string;
}

/** Line chart of API usage over the last 7 days. */
export function WeeklyUsageChart({
  data,
  title = 'API usage, last 7 days',
  emptyText = 'No API usage in the last 7 days.',
}: WeeklyUsageChartProps) {
  const { color } = useCsiTheme();
  const options = useAxisOptions();
  return (
    <ChartFigure title={title} data={data} labelHeading="Day" emptyText={emptyText}>
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
}
