import type { LabData } from '@csi/api-client';
import { MonthlyUsageChart, ServiceUsagePie, WeeklyUsageChart } from '@csi/ui/charts';

/** Props of {@link UsageCharts}. */
export interface UsageChartsProps {
  /** Usage per month, day and service. */
  lab: LabData;
}

/** 'Mon 3' for '2025-03-03'. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00`).toLocaleDateString('en-US', { weekday: 'short', day: 'numeric' });

/** The dashboard's charts as two grid cells: monthly bars and 7-day line, then the pie by service. */
export default function UsageCharts({ lab }: UsageChartsProps) {
  return (
    <>
      <div>
        <MonthlyUsageChart values={lab.monthly} title={`Monthly API usage, ${new Date().getFullYear()}`} />
        <WeeklyUsageChart data={lab.daily.map((day) => ({ label: dayLabel(day.date), value: day.count }))} />
      </div>
      <ServiceUsagePie data={lab.byService.map((s) => ({ label: s.serviceType, value: s.count }))} />
    </>
  );
}
