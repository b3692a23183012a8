'use client';

import { lazy } from 'react';
import { ChartUnavailable, loadChartJs } from './loadChartJs';

/**
 * react-chartjs-2's `Chart` for bars and lines on one canvas, with chart.js fetched on first render (the fallback text when it is not installed) and only those
 * parts registered, so importing `@csi/ui` does not load chart.js.
 */
export const MixedCanvas = /* @__PURE__ */ lazy(async () => {
  const loaded = await loadChartJs();
  if (!loaded) return { default: ChartUnavailable };
  const [
    {
      BarController,
      BarElement,
      CategoryScale,
      Chart: ChartJs,
      LinearScale,
      LineController,
      LineElement,
      PointElement,
      Tooltip,
    },
    { Chart },
  ] = loaded;
  ChartJs.register(
    BarController,
    BarElement,
    LineController,
    LineElement,
    PointElement,
    CategoryScale,
    LinearScale,
    Tooltip,
  );
  return { default: Chart };
});
