import type { UsageLog } from '@csi/api-client';
import type { ChartDatum } from '@csi/ui/charts';

/** Total calls per service type of the logs, in first-seen order. */
export function usageByService(logs: UsageLog[]): ChartDatum[] {
  const totals = new Map<string, number>();
  for (const log of logs) totals.set(log.serviceType, (totals.get(log.serviceType) ?? 0) + log.count);
  return [...totals].map(([label, value]) => ({ label, value }));
}
