'use client';

import { lazy } from 'react';
import { ChartUnavailable, loadChartJs } from './loadChartJs';

/**
 * react-chartjs-2's `Pie`, with chart.js fetched on first render (the fallback text when it is not installed) and only the pie parts registered, so importing
 * `@csi/ui` does not load chart.js.
 */
export const PieCanvas = /* @__PURE__ */ lazy(async () => {
  const loaded = await loadChartJs();
  if (!loaded) return { default: ChartUnavailable };
  const [{ ArcElement, Chart, Legend, PieController, Tooltip }, { Pie }] = loaded;
  Chart.register(PieController, ArcElement, Legend, Tooltip);
  return { default: Pie };
});
