import { type CallBucket, ErrorsLatencyChart } from '@csi/ui/charts';

/** Props of {@link ErrorsLatency}. */
export interface ErrorsLatencyProps {
  /** Calls, errors and latency per time bucket, oldest first. */
  data: CallBucket[];
  /** Caption of the chart. */
  title: string;
  /** Heading of the time column of its hidden table ('Hour' or 'Day'). */
  labelHeading: string;
}

/** The errors-and-latency chart, as a default export so pages can load chart.js lazily. */
export default function ErrorsLatency({ data, title, labelHeading }: ErrorsLatencyProps) {
  return <ErrorsLatencyChart data={data} title={title} labelHeading={labelHeading} />;
}
