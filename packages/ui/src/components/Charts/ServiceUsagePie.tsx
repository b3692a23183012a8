import { styled } from '../../theme/styled';
import { useCsiTheme } from '../../theme/useCsiTheme';
import { PieCanvas } from './PieCanvas';
import { type ChartDatum, ChartFigure, chartLabel } from './ChartFigure';
import { serviceColour } from './serviceColour';

/** Props of ServiceUsagePie. */
export interface ServiceUsagePieProps {
  /** API calls per service type. */
  data: ChartDatum[];
  /** Caption. @default 'Usage by service type' */
  title?: string;
  /** Text when there is no data or every service is zero. @default 'No API usage by service yet.' */
  emptyText?: string;
}

const Legend = styled.ul`
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

/** Pie chart of API usage by service type; each service keeps one colour in every chart (its key listed below). */
export function ServiceUsagePie({
  data,
  title = 'Usage by service type',
  emptyText = 'No API usage by service yet.',
}: ServiceUsagePieProps) {
  const { color } = useCsiTheme();
  const colours = data.map((d) => serviceColour(d.label, color.chart));
  const legend = (
    <Legend aria-label="Legend">
      {data.map((d, i) => (
        <li key={d.label}>
          <span data-swatch aria-hidden="true" style={{ background: colours[i] }} />
          {d.label}
        </li>
      ))}
    </Legend>
  );
  return (
    <ChartFigure title={title} data={data} labelHeading="Service" emptyText={emptyText} legend={legend}>
      <PieCanvas
        role="img"
        aria-label={chartLabel(title, data)}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          plugins: { legend: { display: false } },
        }}
        data={{
          labels: data.map((d) => d.label),
          datasets: [
            {
              data: data.map((d) => d.value),
              backgroundColor: colours,
              borderColor: color.surface,
            },
          ],
        }}
      />
    </ChartFigure>
  );
}
