import { type ChartDatum, ServiceUsagePie } from '@csi/ui/charts';

/** Props of {@link ServicePie}. */
export interface ServicePieProps {
  /** Calls per service type. */
  data: ChartDatum[];
}

/** The pie by service type, as a default export so pages can load chart.js lazily. */
export default function ServicePie({ data }: ServicePieProps) {
  return <ServiceUsagePie data={data} />;
}
