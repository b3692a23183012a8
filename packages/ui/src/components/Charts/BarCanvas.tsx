'use client';

import { lazy } from 'react';
import { ChartUnavailable, loadChartJs } from './loadChartJs';

/**
 * react-chartjs-2's `Bar`, with chart.js fetched on first render (the fallback text when it is not installed) and only the bar parts registered, so importing
 * `@csi/ui` does not load chart.js.
 */
export const BarCanvas = /* @__PURE__ */ lazy(async () => {
  const loaded = await loadChartJs();
  if (!loaded) return { default: ChartUnavailable };
  const [{ BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip }, { Bar }] = loaded;
  Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
  return { default: Bar };
});
