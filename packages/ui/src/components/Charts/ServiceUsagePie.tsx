'use client';

import { forwardRef } from 'react';
import { useCsiTheme } from '../../theme/useCsiTheme';
import { PieCanvas } from './PieCanvas';
import { type ChartDatum, type ChartElementProps, ChartFigure, chartLabel } from './ChartFigure';
import { ChartLegend } from './ChartLegend';
import { serviceColour } from './serviceColour';

/** Props of ServiceUsagePie; other attributes go to its figure element. */
export interface ServiceUsagePieProps extends ChartElementProps {
  /** API calls per service type. */
  data: ChartDatum[];
  /** Caption. @default 'Usage by service type' */
  title?: string;
  /** Text when there is no data or every service is zero. @default 'No API usage by service yet.' */
  emptyText?: string;
}

/** Pie chart of API usage by service type; each service keeps one colour in every chart (its key listed below). */
export const ServiceUsagePie = forwardRef<HTMLElement, ServiceUsagePieProps>(function ServiceUsagePie(
  { data, title = 'Usage by service type', emptyText = 'No API usage by service yet.', ...rest },
  ref,
) {
  const { color } = useCsiTheme();
  const colours = data.map((d) => serviceColour(d.label, color.chart));
  const legend = <ChartLegend items={data.map((d, i) => ({ label: d.label, colour: colours[i] ?? color.primary }))} />;
  return (
    <ChartFigure
      ref={ref}
      {...rest}
      title={title}
      data={data}
      labelHeading="Service"
      emptyText={emptyText}
      legend={legend}
    >
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
});
