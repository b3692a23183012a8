export { MonthlyUsageChart, MONTH_LABELS } from './MonthlyUsageChart';
export type { MonthlyUsageChartProps } from './MonthlyUsageChart';
export { WeeklyUsageChart } from './WeeklyUsageChart';
export type { WeeklyUsageChartProps } from './WeeklyUsageChart';
export { ServiceUsagePie } from './ServiceUsagePie';
export type { ServiceUsagePieProps } from './ServiceUsagePie';
export type { ChartDatum } from './ChartFigure';
