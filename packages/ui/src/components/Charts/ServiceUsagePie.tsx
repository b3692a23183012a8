import { useTheme } from 'styled-components';
import { PieCanvas } from './PieCanvas';
import { type ChartDatum, ChartFigure, chartLabel } from './ChartFigure';

/** Props of ServiceUsagePie. */
export interface ServiceUsagePieProps {
  /** API calls per service type. */
  data: ChartDatum[];
  /** Caption. @default 'Usage by service type' */
  title?: string;
  /** Text when there is no data or every service is zero. @default 'No API usage by service yet.' */
  emptyText?: string;
}

/** Pie chart of API usage by service type. */
export function ServiceUsagePie({
  data,
  title = 'Usage by service type',
  emptyText = 'No API usage by service yet.',
}: ServiceUsagePieProps) {
  const { color } = useTheme();
  const palette = [color.accent, color.primary, color.warning, color.danger, color.textMuted];
  return (
    <ChartFigure title={title} data={data} labelHeading="Service" emptyText={emptyText}>
      <PieCanvas
        role="img"
        aria-label={chartLabel(title, data)}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { position: 'bottom', labels: { color: color.text } } },
        }}
        data={{
          labels: data.map((d) => d.label),
          datasets: [
            {
              data: data.map((d) => d.value),
              backgroundColor: data.map((_, i) => palette[i % palette.length]),
              borderColor: color.surface,
            },
          ],
        }}
      />
    </ChartFigure>
  );
}
