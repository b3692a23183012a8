'use client';

import { lazy } from 'react';
import { ChartUnavailable, loadChartJs } from './loadChartJs';

/**
 * react-chartjs-2's `Line`, with chart.js fetched on first render (the fallback text when it is not installed) and only the line parts registered, so importing
 * `@csi/ui` does not load chart.js.
 */
export const LineCanvas = /* @__PURE__ */ lazy(async () => {
  const loaded = await loadChartJs();
  if (!loaded) return { default: ChartUnavailable };
  const [{ CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip }, { Line }] = loaded;
  Chart.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip);
  return { default: Line };
});
